/** Recognising links that become embedded media in rich content (SPEC 3: embedded media of type youtube or image). */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif)$/i;

function parseUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

/** '90', '90s', '1m30s', '1h2m3s' → seconds. */
function parseStart(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || value === '') return undefined;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

export interface YoutubeVideo {
  readonly id: string;
  /** Start time in seconds. */
  readonly start?: number;
}

/** The video a YouTube link points to (watch, youtu.be, embed, shorts, live links), or null. */
export function youtubeVideoOf(href: string): YoutubeVideo | null {
  const url = parseUrl(href);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start === undefined ? { id } : { id, start };
}

/** The privacy-enhanced player URL of a video. */
export function youtubeEmbedUrl(video: YoutubeVideo): string {
  const base = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`;
  return video.start === undefined ? base : `${base}?start=${video.start}`;
}

/** True for an http(s) link to an image file (by its extension). */
export function isImageUrl(href: string): boolean {
  const url = parseUrl(href);
  return url !== null && IMAGE_PATH.test(url.pathname);
}

/**
 * The src if an image may load from it: http(s), protocol-relative or a path on this site. Not data:,
 * blob:, javascript: or anything else.
 */
export function safeImageSrc(src: string | null | undefined): string | null {
  const value = (src ?? '').trim();
  if (value === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]+/g, ''))?.[1];
  if (scheme === undefined) return value.startsWith('/') ? value : null;
  return /^https?$/i.test(scheme) ? value : null;
}
