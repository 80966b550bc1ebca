import { createEmoticonReplacer, type RichEmoticon } from '@community/ui';

const emoji = (name: string, unicode: string): RichEmoticon => ({ name, shortcode: `:${name}:`, unicode, src: '', width: 20, height: 20 });

/**
 * The messaging emoticons: shortcodes (SPEC 3, 5) shown as the Unicode emoji they stand for, so they need no
 * image files and scale with the text. None is adult, so the stories site shows them all.
 */
export const MESSAGE_EMOTICONS: readonly RichEmoticon[] = [
  emoji('smile', '😄'),
  emoji('grin', '😁'),
  emoji('joy', '😂'),
  emoji('wink', '😉'),
  emoji('blush', '😊'),
  emoji('heart_eyes', '😍'),
  emoji('kiss', '😘'),
  emoji('smirk', '😏'),
  emoji('sunglasses', '😎'),
  emoji('thinking', '🤔'),
  emoji('flushed', '😳'),
  emoji('hugs', '🤗'),
  emoji('cry', '😢'),
  emoji('sweat_smile', '😅'),
  emoji('fire', '🔥'),
  emoji('heart', '❤️'),
  emoji('kiss_mark', '💋'),
  emoji('wave', '👋'),
  emoji('thumbsup', '👍'),
  emoji('clap', '👏'),
  emoji('tada', '🎉'),
  emoji('champagne', '🍾'),
  emoji('wine', '🍷'),
  emoji('rose', '🌹'),
];

export const replaceEmoticons = createEmoticonReplacer(MESSAGE_EMOTICONS);
