import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';

/** A file sealed for storage: the ciphertext and what opens it (the data key wrapped by the key-encryption key). */
export interface SealedFile {
  body: Buffer;
  keyId: string;
  wrappedKey: Buffer;
  iv: Buffer;
  authTag: Buffer;
}

const ALG = 'aes-256-gcm';

/**
 * Envelope encryption of identity documents at rest. Each file gets its own random 256-bit data key (AES-256-GCM,
 * the case id and side as additional data, so a file cannot be swapped onto another case); the data key is stored
 * only wrapped (AES-256-GCM) by the key-encryption key from configuration: `VERIFICATION_KEY`, or one derived
 * from `APP_SECRET` (HKDF-SHA256) when it is unset. `keyId` (a fingerprint of the wrapping key) is stored beside
 * each wrapped key so the key can be rotated. Forgetting a wrapped key makes the file unreadable for good, so the
 * purge after a decision wipes the keys as well as deleting the objects.
 */
@Injectable()
export class DocumentVault {
  private readonly kek: Buffer;
  readonly keyId: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.kek = config.VERIFICATION_KEY
      ? Buffer.from(config.VERIFICATION_KEY, 'base64')
      : Buffer.from(hkdfSync('sha256', Buffer.from(config.APP_SECRET), Buffer.alloc(0), 'community/verification-kek/v1', 32));
    this.keyId = createHash('sha256').update(this.kek).digest('hex').slice(0, 16);
  }

  seal(plain: Buffer, aad: string): SealedFile {
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const c = createCipheriv(ALG, dataKey, iv);
    c.setAAD(Buffer.from(aad));
    const body = Buffer.concat([c.update(plain), c.final()]);
    const authTag = c.getAuthTag();
    const wrapIv = randomBytes(12);
    const w = createCipheriv(ALG, this.kek, wrapIv);
    const wrapped = Buffer.concat([w.update(dataKey), w.final()]);
    dataKey.fill(0);
    return { body, keyId: this.keyId, wrappedKey: Buffer.concat([wrapIv, w.getAuthTag(), wrapped]), iv, authTag };
  }

  /** Opens a sealed file; throws when the key, tag or additional data do not match (a tampered or swapped file). */
  open(sealed: SealedFile, aad: string): Buffer {
    if (sealed.keyId !== this.keyId) throw new Error(`verification file sealed with another key (${sealed.keyId})`);
    const w = createDecipheriv(ALG, this.kek, sealed.wrappedKey.subarray(0, 12));
    w.setAuthTag(sealed.wrappedKey.subarray(12, 28));
    const dataKey = Buffer.concat([w.update(sealed.wrappedKey.subarray(28)), w.final()]);
    const d = createDecipheriv(ALG, dataKey, sealed.iv);
    d.setAAD(Buffer.from(aad));
    d.setAuthTag(sealed.authTag);
    const out = Buffer.concat([d.update(sealed.body), d.final()]);
    dataKey.fill(0);
    return out;
  }
}
