export { isImageUrl, safeImageSrc, youtubeEmbedUrl, youtubeVideoOf, type YoutubeVideo } from './embeds';
export {
  createEmoticonReplacer,
  type EmoticonReplacer,
  type EmoticonSite,
  type RichEmoticon,
  type TextSegment,
} from './emoticons';
export {
  DEFAULT_RICH_CONTENT_LABELS,
  RICH_IMAGE_MAX_HEIGHT,
  RichContent,
  type RichContentLabels,
  type RichContentProps,
} from './RichContent';
export { installRichContentWindow, RICH_ATTRIBUTES, RICH_TAGS, sanitizeRichHtml, type RichTag } from './sanitize';
