import { LIMITS } from '@community/domain';
import { Typography, UnstyledButton } from '@mantine/core';
import {
  createContext,
  createElement,
  use,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { SiteModal } from '../Modal/SiteModal';
import { SmartLink } from '../SmartLink/SmartLink';
import { isImageUrl, safeImageSrc, youtubeEmbedUrl, youtubeVideoOf, type YoutubeVideo } from './embeds';
import { createEmoticonReplacer, type EmoticonReplacer, type EmoticonSite, type RichEmoticon } from './emoticons';
import { sanitizeRichHtml } from './sanitize';

export interface RichContentLabels {
  /** Accessible name of an image that opens full screen. */
  openImage: string;
  /** Accessible name of the full-screen image (clicking it closes it). */
  closeImage: string;
  /** Accessible name of the full-screen viewer. */
  imageViewer: string;
  /** Button under a clamped quote. */
  expandQuote: string;
  /** Button under an expanded quote. */
  collapseQuote: string;
  /** Title of an embedded video player. */
  video: string;
}

export const DEFAULT_RICH_CONTENT_LABELS: RichContentLabels = {
  openImage: 'Open image full screen',
  closeImage: 'Close image',
  imageViewer: 'Image',
  expandQuote: 'Show more',
  collapseQuote: 'Show less',
  video: 'YouTube video',
};

export interface RichContentProps {
  /** Member HTML; sanitised here (allow-list: p, br, strong, em, u, s, blockquote, ul, ol, li, a, img, h2–h4). */
  html: string;
  /** Emoticons whose shortcodes become images. */
  emoticons?: readonly RichEmoticon[];
  /** The site: adult emoticons are removed on the stories site. Without it every emoticon shows. */
  site?: EmoticonSite;
  /** Translated texts. */
  labels?: Partial<RichContentLabels>;
  /** Lines a quote shows before it is clamped. @default 6 */
  quoteLines?: number;
  className?: string;
}

const NO_EMOTICONS: readonly RichEmoticon[] = [];

/** Images in rich content are at most this high (SPEC 9). */
export const RICH_IMAGE_MAX_HEIGHT = '48rem';

const IMAGE_STYLE: CSSProperties = {
  maxWidth: '100%',
  maxHeight: RICH_IMAGE_MAX_HEIGHT,
  height: 'auto',
  width: 'auto',
};

interface Viewing {
  readonly src: string;
  readonly alt: string;
}

interface RichContext {
  readonly labels: RichContentLabels;
  readonly quoteLines: number;
  readonly open: (image: Viewing) => void;
}

const RichContentContext = createContext<RichContext>({
  labels: DEFAULT_RICH_CONTENT_LABELS,
  quoteLines: LIMITS.quoteClampLines,
  open: () => undefined,
});

// ---------------------------------------------------------------------------------------------------------
// Pieces

function ZoomableImage({
  src,
  alt,
  title,
  width,
  height,
}: {
  src: string;
  alt: string;
  title?: string;
  width?: number;
  height?: number;
}) {
  const { labels, open } = use(RichContentContext);
  return (
    <UnstyledButton
      onClick={() => open({ src, alt })}
      aria-label={alt ? `${labels.openImage}: ${alt}` : labels.openImage}
      style={{ display: 'inline-block', maxWidth: '100%', cursor: 'zoom-in', verticalAlign: 'bottom' }}
    >
      <img src={src} alt={alt} title={title} width={width} height={height} loading="lazy" style={IMAGE_STYLE} />
    </UnstyledButton>
  );
}

function YoutubeEmbed({ video }: { video: YoutubeVideo }) {
  const { labels } = use(RichContentContext);
  return (
    <span style={{ display: 'block', position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9' }}>
      <iframe
        src={youtubeEmbedUrl(video)}
        title={labels.video}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </span>
  );
}

const clampStyle = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

/** A quote clamped to a few lines; clicking it (or its button) expands and collapses it. */
function Quote({ children }: { children: ReactNode }) {
  const { labels, quoteLines } = use(RichContentContext);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const element = body.current;
    if (!element || expanded) return undefined;
    const measure = (): void => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  const toggleable = overflowing || expanded;
  const onClick = (event: MouseEvent<HTMLQuoteElement>): void => {
    if (!toggleable) return;
    // Links, images, players and the button do their own thing; selecting text is not a click on the quote.
    if (event.target instanceof Element && event.target.closest('a, button, iframe')) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    setExpanded((value) => !value);
  };

  return (
    <blockquote
      data-clamped={toggleable && !expanded ? true : undefined}
      onClick={onClick}
      style={toggleable ? { cursor: 'pointer' } : undefined}
    >
      <div id={id} ref={body} style={expanded ? undefined : clampStyle(quoteLines)}>
        {children}
      </div>
      {toggleable ? (
        <UnstyledButton
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          mt={6}
          fz="sm"
          c="var(--mantine-primary-color-filled)"
        >
          {expanded ? labels.collapseQuote : labels.expandQuote}
        </UnstyledButton>
      ) : null}
    </blockquote>
  );
}

function EmoticonImage({ emoticon }: { emoticon: RichEmoticon }) {
  const src = safeImageSrc(emoticon.src);
  if (!src) return <>{emoticon.unicode ?? emoticon.shortcode}</>;
  return (
    <img
      src={src}
      alt={emoticon.unicode ?? emoticon.shortcode}
      title={emoticon.name}
      width={emoticon.width}
      height={emoticon.height}
      data-emoticon={emoticon.name}
      style={{ verticalAlign: 'middle', display: 'inline' }}
    />
  );
}

// ---------------------------------------------------------------------------------------------------------
// From the sanitised DOM to React

interface Walk {
  readonly replaceEmoticons: EmoticonReplacer;
  /** Inside a link: images do not zoom, links do not nest. */
  readonly inLink: boolean;
}

const SIMPLE_TAGS: Record<string, string> = {
  p: 'p',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
};

/** Elements whose lines may each be a lone link that becomes an embed. */
const LINE_CONTAINERS = new Set(['p', 'li', 'blockquote']);

// Node types by number, not the DOM's globals: the site's server rendering walks a jsdom fragment.
const TEXT_NODE = 3;
const isElement = (node: Node): node is Element => node.nodeType === 1;
const isBlank = (node: Node): boolean => node.nodeType === TEXT_NODE && (node.textContent ?? '').trim() === '';

const numberAttr = (element: Element, name: string): number | undefined => {
  const value = Number(element.getAttribute(name));
  return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
};

/** The embed a line stands for, when the line is just one YouTube or image link (as a link or bare text). */
function embedOf(line: readonly Node[]): ReactNode | null {
  const meaningful = line.filter((node) => !isBlank(node));
  if (meaningful.length !== 1) return null;
  const only = meaningful[0] as Node;
  let href: string | null = null;
  if (only.nodeType === TEXT_NODE) href = (only.textContent ?? '').trim();
  else if (isElement(only) && only.tagName.toLowerCase() === 'a') href = only.getAttribute('href');
  if (!href || /\s/.test(href)) return null;
  const video = youtubeVideoOf(href);
  if (video) return <YoutubeEmbed video={video} />;
  if (isImageUrl(href)) {
    const src = safeImageSrc(href);
    if (src) return <ZoomableImage src={src} alt="" />;
  }
  return null;
}

function convertChildren(parent: Node, walk: Walk, splitLines: boolean): ReactNode[] {
  const nodes = [...parent.childNodes];
  if (!splitLines || walk.inLink) return nodes.map((node, index) => convertNode(node, walk, index));

  // Lines are separated by <br>; a line holding only a YouTube or image link becomes the embed.
  const out: ReactNode[] = [];
  let line: Node[] = [];
  let key = 0;
  const flushLine = (): void => {
    const embed = embedOf(line);
    if (embed) out.push(<span key={`embed-${key++}`}>{embed}</span>);
    else for (const node of line) out.push(convertNode(node, walk, key++));
    line = [];
  };
  for (const node of nodes) {
    if (isElement(node) && node.tagName.toLowerCase() === 'br') {
      flushLine();
      out.push(<br key={key++} />);
    } else if (isElement(node) && !isInline(node)) {
      flushLine();
      out.push(convertNode(node, walk, key++));
    } else {
      line.push(node);
    }
  }
  flushLine();
  return out;
}

const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4']);
const isInline = (element: Element): boolean => !BLOCK_TAGS.has(element.tagName.toLowerCase());

function convertNode(node: Node, walk: Walk, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) {
    const segments = walk.replaceEmoticons(node.textContent ?? '');
    if (segments.length === 1 && typeof segments[0] === 'string') return segments[0];
    return (
      <span key={key}>
        {segments.map((segment, index) =>
          typeof segment === 'string' ? segment : <EmoticonImage key={index} emoticon={segment} />,
        )}
      </span>
    );
  }
  if (!isElement(node)) return null;
  const tag = node.tagName.toLowerCase();

  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = safeImageSrc(node.getAttribute('src'));
    if (!src) return null;
    const alt = node.getAttribute('alt') ?? '';
    const title = node.getAttribute('title') ?? undefined;
    const width = numberAttr(node, 'width');
    const height = numberAttr(node, 'height');
    if (walk.inLink) {
      return (
        <img
          key={key}
          src={src}
          alt={alt}
          title={title}
          width={width}
          height={height}
          loading="lazy"
          style={IMAGE_STYLE}
        />
      );
    }
    return <ZoomableImage key={key} src={src} alt={alt} title={title} width={width} height={height} />;
  }
  if (tag === 'a') {
    const children = convertChildren(node, { ...walk, inLink: true }, false);
    if (walk.inLink) return <span key={key}>{children}</span>;
    const href = node.getAttribute('href') ?? '';
    const target = node.getAttribute('target') === '_blank' ? '_blank' : undefined;
    return (
      <SmartLink key={key} href={href} target={target} title={node.getAttribute('title') ?? undefined}>
        {children}
      </SmartLink>
    );
  }
  if (tag === 'blockquote') return <Quote key={key}>{convertChildren(node, walk, true)}</Quote>;

  const mapped = SIMPLE_TAGS[tag];
  const children = convertChildren(node, walk, LINE_CONTAINERS.has(tag));
  // Anything else (nothing, after sanitising) keeps only its content.
  return mapped ? createElement(mapped, { key }, ...children) : <span key={key}>{children}</span>;
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Member HTML, shown safely (SPEC 2 Links and rich content): sanitised to an allow-list; images open full
 * screen on click and close on a second click; quotes clamp to 6 lines and toggle on click; a YouTube link
 * on its own line becomes a privacy-enhanced, sandboxed player and an image link on its own line the image;
 * emoticon shortcodes become images (adult ones dropped on the stories site); links follow SmartLink.
 */
export function RichContent({
  html,
  emoticons = NO_EMOTICONS,
  site,
  labels: overrides,
  quoteLines = LIMITS.quoteClampLines,
  className,
}: RichContentProps) {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [shown, setShown] = useState<Viewing | null>(null);
  if (viewing && viewing !== shown) setShown(viewing);

  const labels = useMemo(() => ({ ...DEFAULT_RICH_CONTENT_LABELS, ...overrides }), [overrides]);
  const context = useMemo<RichContext>(() => ({ labels, quoteLines, open: setViewing }), [labels, quoteLines]);

  const storiesMode = site?.storiesMode;
  const siteCode = site?.code;
  const content = useMemo(() => {
    const replaceEmoticons = createEmoticonReplacer(
      emoticons,
      siteCode === undefined || storiesMode === undefined ? undefined : { code: siteCode, storiesMode },
    );
    return convertChildren(sanitizeRichHtml(html), { replaceEmoticons, inLink: false }, true);
  }, [html, emoticons, siteCode, storiesMode]);

  return (
    <RichContentContext value={context}>
      <Typography className={className} data-rich-content="">
        {content}
      </Typography>
      <SiteModal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        fullScreen
        withCloseButton={false}
        ariaLabel={labels.imageViewer}
        padding={0}
      >
        {shown ? (
          <UnstyledButton
            onClick={() => setViewing(null)}
            aria-label={labels.closeImage}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '100%',
              height: '100dvh',
              background: '#000',
              cursor: 'zoom-out',
            }}
          >
            <img
              src={shown.src}
              alt={shown.alt}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          </UnstyledButton>
        ) : null}
      </SiteModal>
    </RichContentContext>
  );
}
