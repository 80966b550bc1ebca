import { Signer, newToken, sha256 } from './tokens.js';

describe('Signer', () => {
  const s = new Signer('a'.repeat(40));

  it('round-trips a signed payload and refuses a tampered one', () => {
    const v = s.sign({ m: 'abc', e: 5 });
    expect(s.verify(v)).toEqual({ m: 'abc', e: 5 });
    const [body, mac] = v.split('.');
    const forged = Buffer.from(JSON.stringify({ m: 'other', e: 5 })).toString('base64url');
    expect(s.verify(`${forged}.${mac}`)).toBeNull();
    expect(s.verify(`${body}.x${mac!.slice(1)}`)).toBeNull();
    expect(s.verify(undefined)).toBeNull();
    expect(new Signer('b'.repeat(40)).verify(v)).toBeNull();
  });

  it('encrypts so that only the same secret decrypts', () => {
    const sealed = s.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(s.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new Signer('c'.repeat(40)).decrypt(sealed)).toThrow();
  });

  it('makes distinct 256-bit tokens and stable hashes', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newToken());
    expect(sha256(a).equals(sha256(a))).toBe(true);
  });
});
