import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived media URLs: `/api/media/files/<id>/<size>?exp=<unix seconds>&sig=<HMAC>`. The HMAC
 * key is derived from APP_SECRET; the signature covers the item, the size and the expiry. Expiries are
 * rounded up to the next hour and then one more, so a URL stays the same for an hour (browsers and
 * react-query can cache it) and works for one to two hours. Anyone holding a signed URL can fetch that size
 * until it expires, as with any pre-signed URL; narrowing an item's visibility takes effect for new URLs
 * at once and for handed-out ones within two hours.
 */
export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update('media-url-v1').digest();
  }

  private sign(id: string, size: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${id}/${size}/${exp}`).digest('base64url').slice(0, 32);
  }

  expiry(now = Date.now()): number {
    const hour = 3600;
    return (Math.floor(now / 1000 / hour) + 2) * hour;
  }

  url(id: string, size: string, signed: boolean, now = Date.now()): string {
    const path = `/api/media/files/${id}/${size}`;
    if (!signed) return path;
    const exp = this.expiry(now);
    return `${path}?exp=${exp}&sig=${this.sign(id, size, exp)}`;
  }

  /** True when `sig` signs (id, size, exp) and `exp` has not passed. */
  verify(id: string, size: string, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
    if (!exp || !sig || exp * 1000 < now) return false;
    const want = Buffer.from(this.sign(id, size, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
