/** Members without a photo get one of this many colour variants (SPEC 9). */
export const AVATAR_COLOUR_COUNT = 4;

export type AvatarColour = 1 | 2 | 3 | 4;

/** 32-bit FNV-1a over the string's UTF-16 code units. */
export function fnv1a32(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Colour 1–4 from a 32-bit FNV-1a hash of the seed (use the member id), so a member keeps the same colour everywhere. */
export function randomAvatarColour(seed: string): AvatarColour {
  return ((fnv1a32(seed) % AVATAR_COLOUR_COUNT) + 1) as AvatarColour;
}
