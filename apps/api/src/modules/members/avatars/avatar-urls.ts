import { createHmac, timingSafeEqual } from 'node:crypto';
import { AVATAR_SIZE_NAMES, type AvatarSizeName } from '@community/domain';
import type { MemberRef } from '../member-ref.js';

/** SPEC 3's avatar object: the four sizes (null without a photo) and the colour variant 1–4. */
export interface AvatarUrls {
  small: string | null;
  medium: string | null;
  large: string | null;
  'large-thumbnail': string | null;
  colour: number;
}

/**
 * An approved avatar's URLs: `/api/avatars/<avatar id>/<size>`. Public (an approved avatar is what everyone
 * sees) and immutable (a new upload has a new id), so browsers and proxies cache them for a year.
 */
export function avatarFor(colour: number, avatarId: string | null = null): AvatarUrls {
  if (!avatarId) return { small: null, medium: null, large: null, 'large-thumbnail': null, colour };
  const url = (s: AvatarSizeName) => `/api/avatars/${avatarId}/${s}`;
  return { small: url('small'), medium: url('medium'), large: url('large'), 'large-thumbnail': url('large-thumbnail'), colour };
}

/** For other modules holding a member (MemberRef): the avatar everyone sees. */
export function avatarOf(m: Pick<MemberRef, 'avatarColour' | 'avatarId'>): AvatarUrls {
  return avatarFor(m.avatarColour, m.avatarId ?? null);
}

/**
 * Signed, short-lived URLs for avatars that are not approved (the owner's pending one, the staff queue):
 * `?exp=<unix seconds>&sig=<HMAC>` over the avatar, the size and the expiry, keyed from APP_SECRET with its
 * own label (so a media signature never opens an avatar). Expiries round up to the next hour plus one, so a
 * URL stays the same for an hour (cacheable) and works for one to two hours.
 */
export class AvatarUrlSigner {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update('avatar-url-v1').digest();
  }

  private sign(id: string, size: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${id}/${size}/${exp}`).digest('base64url').slice(0, 32);
  }

  url(id: string, size: AvatarSizeName, now = Date.now()): string {
    const exp = (Math.floor(now / 1000 / 3600) + 2) * 3600;
    return `/api/avatars/${id}/${size}?exp=${exp}&sig=${this.sign(id, size, exp)}`;
  }

  avatar(id: string, colour: number, now = Date.now()): AvatarUrls {
    const [small, medium, largeThumb, large] = AVATAR_SIZE_NAMES.map((s) => this.url(id, s, now));
    return { small: small!, medium: medium!, 'large-thumbnail': largeThumb!, large: large!, colour };
  }

  verify(id: string, size: string, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
    if (!exp || !sig || exp * 1000 < now) return false;
    const want = Buffer.from(this.sign(id, size, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
