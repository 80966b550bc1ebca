import { CONTENT_AGREEMENT_VERSION } from '@community/contracts';
import { appForTests } from './harness.js';

describe('content agreement API', () => {
  const t = appForTests();

  const member = (seed: { confirmed?: boolean; host?: string } = {}) => t.signedInMember(seed);

  it('refuses guests (401)', async () => {
    expect((await t.client().get('/api/content-agreement')).status).toBe(401);
    expect((await t.client().post('/api/content-agreement', { version: CONTENT_AGREEMENT_VERSION, agree: true })).status).toBe(401);
  });

  it('reports an unsigned member, then records who signed which version when', async () => {
    const { m, c } = await member({ host: 'stsp.localhost:3000' });
    const before = await c.get('/api/content-agreement');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      version: CONTENT_AGREEMENT_VERSION,
      signed: false,
      signedAt: null,
      signedVersion: null,
      canSign: true,
      policyPath: '/legal/content-policy',
    });
    const profileBefore = await c.get('/api/auth/profile');
    expect(profileBefore.body.data.permissions.canSignContentAgreement).toBe(true);

    const signed = await c.post('/api/content-agreement', { version: CONTENT_AGREEMENT_VERSION, agree: true });
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ signed: true, signedVersion: CONTENT_AGREEMENT_VERSION, canSign: false });
    const rows = await t.db.query('SELECT member_id, version, variant, signed_at FROM content_agreement_signatures');
    expect(rows).toEqual([{ member_id: m.id, version: CONTENT_AGREEMENT_VERSION, variant: 'stsp', signed_at: expect.any(Date) }]);
    expect(signed.body.data.signedAt).toBe(rows[0].signed_at.toISOString());

    // The permission rules see it: the stories site no longer offers signing.
    const profile = await c.get('/api/auth/profile');
    expect(profile.body.data.permissions.canSignContentAgreement).toBe(false);

    // Signing again keeps the first signature.
    const again = await c.post('/api/content-agreement', { version: CONTENT_AGREEMENT_VERSION, agree: true });
    expect(again.status).toBe(200);
    expect(again.body.data.signedAt).toBe(signed.body.data.signedAt);
    expect(await t.db.query('SELECT count(*)::int AS n FROM content_agreement_signatures')).toEqual([{ n: 1 }]);
  });

  it('shows each member only their own signature', async () => {
    const { c } = await member();
    expect((await c.get('/api/content-agreement')).body.data.signed).toBe(false);
  });

  it('answers 422 naming the field when the box is not ticked or the version is missing', async () => {
    const { c } = await member();
    const res = await c.post('/api/content-agreement', { agree: false });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['agree', 'version']);
  });

  it('answers 409 when the rules changed since the member opened them', async () => {
    const { c } = await member();
    const res = await c.post('/api/content-agreement', { version: '2019-01-01', agree: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'AGREEMENT_VERSION_CHANGED', errors: [{ field: 'version' }] });
  });

  it('requires a confirmed e-mail address to sign (403 verification_required)', async () => {
    const { c } = await member({ confirmed: false });
    expect((await c.get('/api/content-agreement')).body.data.canSign).toBe(false);
    const res = await c.post('/api/content-agreement', { version: CONTENT_AGREEMENT_VERSION, agree: true });
    expect(res.status).toBe(403);
    expect(res.body.verification_required).toBe(true);
  });
});
