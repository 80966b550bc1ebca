import {
  MEDIA_MAX_VIDEO_SECONDS,
  MEDIA_VIDEO_SIZE_NAMES,
  MEDIA_VIDEO_SIZES,
  albumAccess,
  hashDistance,
  isVideoSize,
  mediaAccess,
  narrowest,
  sniffMediaType,
  videoDimensions,
  videoProblem,
  imageProblem,
  MEDIA_MAX_FRAMES,
  visibleLevels,
  type MediaAccessFacts,
  type MediaViewer,
} from './media.js';

const owner: MediaViewer = { id: 'owner', role: 'member' };
const other: MediaViewer = { id: 'other', role: 'member' };
const staff: MediaViewer = { id: 'mod', role: 'moderator' };
const facts = (f: Partial<MediaAccessFacts>): MediaAccessFacts => ({ ownerId: 'owner', status: 'approved', visibility: 'public', friends: false, blocked: false, invited: false, ...f });

describe('mediaAccess', () => {
  it.each([
    // viewer, facts, expected
    [owner, facts({ visibility: 'private', status: 'pending' }), 'allow'],
    [staff, facts({ visibility: 'private', status: 'rejected' }), 'allow'],
    [null, facts({}), 'allow'],
    [null, facts({ status: 'pending' }), 'not-found'],
    [null, facts({ visibility: 'members' }), 'login'],
    [null, facts({ visibility: 'friends' }), 'not-found'],
    [null, facts({ visibility: 'private' }), 'not-found'],
    [other, facts({}), 'allow'],
    [other, facts({ blocked: true }), 'not-found'],
    [other, facts({ status: 'pending' }), 'not-found'],
    [other, facts({ status: 'rejected' }), 'not-found'],
    [other, facts({ visibility: 'members' }), 'allow'],
    [other, facts({ visibility: 'members', blocked: true }), 'not-found'],
    [other, facts({ visibility: 'friends' }), 'not-found'],
    [other, facts({ visibility: 'friends', friends: true }), 'allow'],
    [other, facts({ visibility: 'friends', friends: true, blocked: true }), 'not-found'],
    [other, facts({ visibility: 'private', friends: true }), 'not-found'],
    [other, facts({ visibility: 'private', invited: true }), 'allow'],
    [other, facts({ visibility: 'private', invited: true, status: 'pending' }), 'not-found'],
    [other, facts({ visibility: 'private', invited: true, blocked: true }), 'not-found'],
  ] as const)('%j sees %j: %s', (viewer, f, expected) => {
    expect(mediaAccess(viewer, f)).toBe(expected);
  });

  it('treats albums like approved items', () => {
    expect(albumAccess(other, { ownerId: 'owner', visibility: 'private', friends: false, blocked: false, invited: true })).toBe('allow');
    expect(albumAccess(other, { ownerId: 'owner', visibility: 'private', friends: true, blocked: false, invited: false })).toBe('not-found');
  });
});

describe('narrowest', () => {
  it.each([
    ['public', 'private', 'private'],
    ['private', 'public', 'private'],
    ['members', 'friends', 'friends'],
    ['friends', null, 'friends'],
  ] as const)('%s in a %s album is %s', (a, b, out) => expect(narrowest(a, b)).toBe(out));
});

describe('visibleLevels', () => {
  it('lists what each viewer may see', () => {
    expect(visibleLevels(null, 'owner', false)).toEqual(['public']);
    expect(visibleLevels(other, 'owner', false)).toEqual(['public', 'members']);
    expect(visibleLevels(other, 'owner', true)).toEqual(['public', 'members', 'friends']);
    expect(visibleLevels(owner, 'owner', false)).toEqual(['public', 'members', 'friends', 'private']);
  });
});

describe('sniffMediaType', () => {
  const bytes = (...parts: Array<string | number[]>) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image', 'jpeg'],
    [bytes('\x89PNG\r\n\x1a\n'), 'image', 'png'],
    [bytes('GIF89a'), 'image', 'gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image', 'webp'],
    [bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image', 'avif'],
    [bytes([0, 0, 0, 0x18], 'ftypheic'), 'image-unsupported', 'heic'],
    [bytes([0, 0, 0, 0x18], 'ftypisom'), 'video', 'mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video', 'mov'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video', 'webm'],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), 'image-unsupported', 'svg'],
    [bytes('MZ', [0x90, 0, 3, 0]), 'unknown', undefined],
    [bytes([0x7f], 'ELF'), 'unknown', undefined],
    [bytes(''), 'unknown', undefined],
  ] as const)('%#: %s %s', (b, kind, format) => {
    const t = sniffMediaType(b);
    expect(t.kind).toBe(kind);
    if (format) expect('format' in t && t.format).toBe(format);
  });
});

describe('hashDistance', () => {
  it('counts differing bits', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hashDistance('00000000000000f1', '0000000000000000')).toBe(5);
  });
});

describe('videos', () => {
  it('hides an item that is not ready from everyone but its owner and staff', () => {
    const base = { ownerId: 'o', status: 'approved' as const, visibility: 'public' as const, friends: false, blocked: false, invited: false };
    expect(mediaAccess({ id: 'x', role: 'member' }, { ...base, ready: false })).toBe('not-found');
    expect(mediaAccess(null, { ...base, ready: false })).toBe('not-found');
    expect(mediaAccess({ id: 'o', role: 'member' }, { ...base, ready: false })).toBe('allow');
    expect(mediaAccess({ id: 's', role: 'moderator' }, { ...base, ready: false })).toBe('allow');
    expect(mediaAccess(null, { ...base, ready: true })).toBe('allow');
  });

  it('scales a video so its shorter side fits, in even numbers, never up', () => {
    expect(videoDimensions(1920, 1080, { shortSide: 480 })).toEqual({ width: 854, height: 480 });
    expect(videoDimensions(1080, 1920, { shortSide: 240 })).toEqual({ width: 240, height: 426 });
    expect(videoDimensions(320, 240, { shortSide: 480 })).toEqual({ width: 320, height: 240 });
    expect(videoDimensions(321, 241, { shortSide: 480 })).toEqual({ width: 322, height: 242 });
  });

  it('refuses images with too many pixels, and animations with too many frames or pixels over all frames', () => {
    expect(imageProblem({ width: 300, height: 300, frames: 300 })).toBeNull();
    expect(imageProblem({ width: 8000, height: 7000, frames: 1 })).toBe('too-many-pixels');
    expect(imageProblem({ width: 100, height: 100, frames: MEDIA_MAX_FRAMES + 1 })).toBe('too-many-frames');
    expect(imageProblem({ width: 100, height: 100, frames: MEDIA_MAX_FRAMES + 1, still: true })).toBeNull();
    expect(imageProblem({ width: 1000, height: 1000, frames: 101 })).toBe('animation-too-large');
    expect(imageProblem({ width: 1000, height: 1000, frames: 100 })).toBeNull();
  });

  it('refuses videos that are too long, too large or have no picture', () => {
    expect(videoProblem({ width: 640, height: 360, seconds: 12 })).toBeNull();
    expect(videoProblem({ width: 640, height: 360, seconds: MEDIA_MAX_VIDEO_SECONDS + 5 })).toBe('too-long');
    expect(videoProblem({ width: 7680, height: 4320, seconds: 5 })).toBe('too-big');
    expect(videoProblem({ width: 0, height: 0, seconds: 5 })).toBe('no-video');
    expect(MEDIA_VIDEO_SIZES.map((s) => s.name)).toEqual([...MEDIA_VIDEO_SIZE_NAMES]);
    expect(isVideoSize('video-480')).toBe(true);
    expect(isVideoSize('large')).toBe(false);
  });
});
