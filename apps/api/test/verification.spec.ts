import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { VerificationReviewService } from '../src/modules/verification/verification-review.service.js';
import { appForTests, eventually, expectInvalid, type Client } from './harness.js';
import { signedInWho, type Who } from './support/members.js';

let shade = 0;
/** A document-like photo, 1000×700: blocks of colour (sharp edges), different for each call unless `seed` repeats. */
async function docPhoto(seed = ++shade * 53): Promise<Buffer> {
  let rects = '';
  for (let i = 0; i < 24; i++) {
    const x = (seed * (i + 3) * 37) % 900;
    const y = (seed * (i + 7) * 91) % 600;
    rects += `<rect x="${x}" y="${y}" width="${60 + ((seed + i * 13) % 140)}" height="${40 + ((seed * i) % 90)}" fill="rgb(${(seed * i) % 256},${(i * 71) % 256},${(seed + i * 29) % 256})"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700"><rect width="100%" height="100%" fill="rgb(${seed % 200 + 30},140,120)"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).withExif({ IFD0: { Make: 'TestCam', Copyright: 'exif-secret' } }).toBuffer();
}

describe('ID verification', () => {
  const t = appForTests();

  async function upload(c: Client, side: string, body: Buffer, name = 'photo.jpg') {
    return c.agent.put(`/api/verification/files/${side}`).set('host', c.host).set('x-xsrf-token', await c.csrf()).attach('file', body, name);
  }
  async function fetchBytes(c: Client, url: string) {
    return c.get(url).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  }
  type Seed = Parameters<typeof t.signedInMember>[0];
  const as = async (seed: Seed = {}): Promise<Who> => {
    const { m, c } = await t.signedInMember(seed);
    return { id: m.id, name: m.name, c };
  };
  const member = (seed: Seed = {}) => as(seed);
  const checker = (seed: Seed = {}) => as({ role: 'moderator', ...seed });

  /** A member with a submitted case (driving licence: front, back, selfie) that the job has prepared. */
  async function submitted(who?: Who, photos?: { front?: Buffer }) {
    const m = who ?? (await member());
    const start = await m.c.post('/api/verification', { documentType: 'driving-licence', dateOfBirth: '1990-01-01' });
    expect(start.status).toBe(201);
    for (const side of ['front', 'back', 'selfie']) {
      const res = await upload(m.c, side, side === 'front' && photos?.front ? photos.front : await docPhoto());
      expect(res.status).toBe(200);
    }
    const sub = await m.c.post('/api/verification/submit');
    expect(sub.status).toBe(200);
    const caseId: string = sub.body.data.caseId;
    const ready = await eventually(
      () => m.c.get('/api/verification'),
      (r) => r.body.data.status === 'pending',
      { within: 15000 },
    );
    expect(ready.body.data.status).toBe('pending');
    return { m, caseId };
  }

  it('walks a member through the case: start with a code, upload each side, submit; the job prepares it for a checker', async () => {
    const m = await member();
    const none = await m.c.get('/api/verification');
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ status: 'none', isVerified: false, caseId: null, code: null });

    const start = await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' });
    expect(start.status).toBe(201);
    expect(start.body.data).toMatchObject({ status: 'draft', documentType: 'passport', needed: ['front', 'selfie'], uploaded: [] });
    expect(start.body.data.code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);

    // A passport has no back; submitting before every photo is there names what is missing.
    expectInvalid(await upload(m.c, 'back', await docPhoto()), 'side');
    expect((await upload(m.c, 'front', await docPhoto())).status).toBe(200);
    const early = await m.c.post('/api/verification/submit');
    expectInvalid(early, 'selfie');
    const up = await upload(m.c, 'selfie', await docPhoto());
    expect(up.status).toBe(200);
    expect(up.body.data.uploaded.sort()).toEqual(['front', 'selfie']);

    // At rest the file is ciphertext: neither a WebP nor the JPEG nor its EXIF.
    const dir = path.join(t.dataDir, 'storage', 'verification', start.body.data.caseId);
    const stored = readdirSync(dir).filter((f) => f.endsWith('.bin')).map((f) => readFileSync(path.join(dir, f)));
    expect(stored).toHaveLength(2);
    for (const b of stored) {
      expect(b.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
      expect(b.includes(Buffer.from('exif-secret'))).toBe(false);
      expect(b.includes(Buffer.from('WEBP'))).toBe(false);
    }

    const sub = await m.c.post('/api/verification/submit');
    expect(sub.status).toBe(200);
    expect(['processing', 'pending']).toContain(sub.body.data.status);
    // Once submitted the photos cannot be changed and a second case cannot start.
    expect((await upload(m.c, 'front', await docPhoto())).status).toBe(409);
    expect((await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' })).status).toBe(409);
    const ready = await eventually(() => m.c.get('/api/verification'), (r) => r.body.data.status === 'pending', { within: 15000 });
    expect(ready.body.data.status).toBe('pending');
    expect(ready.body.data.code).toBe(start.body.data.code);

    const staff = await checker();
    const item = await staff.c.get(`/api/staff/verifications/${start.body.data.caseId}`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ memberName: m.name, status: 'pending', documentType: 'passport', dateOfBirth: '1990-01-01', code: start.body.data.code });
    expect(item.body.hints).toMatchObject({ adult: true, profileDateDiffers: false, duplicates: [] });
    expect(item.body.hints.quality).toHaveLength(2);
    expect(item.body.images).toEqual({
      front: `/api/staff/verifications/${start.body.data.caseId}/files/front`,
      back: null,
      selfie: `/api/staff/verifications/${start.body.data.caseId}/files/selfie`,
    });
    // The checker gets the decrypted, re-encoded image: WebP, no EXIF, never cached.
    const img = await fetchBytes(staff.c, item.body.images.front);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(img.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1000, 700, undefined]);
  });

  it('refuses bad input naming the field, guests, and non-images', async () => {
    const m = await member();
    expectInvalid(await m.c.post('/api/verification', { documentType: 'library-card', dateOfBirth: '1990-01-01' }), 'documentType');
    expectInvalid(await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-13-45' }), 'dateOfBirth');
    expectInvalid(await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '2999-01-01' }), 'dateOfBirth');
    expect((await upload(m.c, 'front', await docPhoto())).status).toBe(409); // no draft yet
    expect((await m.c.post('/api/verification/submit')).status).toBe(409);
    await m.c.post('/api/verification', { documentType: 'id-card', dateOfBirth: '1990-01-01' });
    expectInvalid(await upload(m.c, 'front', Buffer.from('MZ\x90\x00 this is not an image at all, it is an executable......................'), 'id.jpg'), 'file');
    expectInvalid(await upload(m.c, 'passport-page', await docPhoto()), 'side');

    const guest = t.client();
    expect((await guest.get('/api/verification')).status).toBe(401);
    expect((await guest.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' })).status).toBe(401);
    expect((await guest.get('/api/staff/verifications')).status).toBe(401);
  });

  it('serves the images to checkers of the member’s brand only: never to the member, another member, support, or another brand’s moderator', async () => {
    const { m, caseId } = await submitted();
    const front = `/api/staff/verifications/${caseId}/files/front`;
    const other = await member();
    const support = await signedInWho(t, { role: 'support' });
    const editor = await signedInWho(t, { role: 'editor' });
    const elsewhere = await checker({ homeVariant: 'shde', host: 'shde.localhost:3000' });
    const global = await signedInWho(t, { role: 'global' });

    expect((await m.c.get(front)).status).toBe(403); // the owner is not staff
    expect((await m.c.get(`/api/staff/verifications/${caseId}`)).status).toBe(403);
    expect((await other.c.get(front)).status).toBe(403);
    expect((await support.c.get(front)).status).toBe(403);
    expect((await editor.c.get(`/api/staff/verifications/${caseId}`)).status).toBe(403);
    expect((await elsewhere.c.get(front)).status).toBe(404);
    expect((await elsewhere.c.get(`/api/staff/verifications/${caseId}`)).status).toBe(404);
    expect((await elsewhere.c.put(`/api/staff/verifications/${caseId}`, { status: 'approved' })).status).toBe(404);
    const list = await elsewhere.c.get('/api/staff/verifications');
    expect(list.body.map((r: { id: string }) => r.id)).not.toContain(caseId);
    expect((await global.c.get(front)).status).toBe(200);
    // No other path reaches the bytes: the storage key is not served, a guessed id or side is a 404 or 422.
    expect((await global.c.get(`/api/staff/verifications/${caseId}/files/back`)).status).toBe(200);
    expect((await global.c.get(`/api/staff/verifications/00000000-0000-4000-8000-000000000000/files/front`)).status).toBe(404);
    expect((await global.c.get(`/api/staff/verifications/${caseId}/files/passport`)).status).toBe(422);
    expect((await m.c.get(`/storage/verification/${caseId}/front.bin`)).status).not.toBe(200);
    const ownView = await m.c.get('/api/verification');
    expect(JSON.stringify(ownView.body)).not.toContain('/files/');
  });

  it('locks a case for one checker; approval verifies the member, sends idVerified, clears canId, audits, and deletes the images', async () => {
    const { m, caseId } = await submitted();
    const a = await checker();
    const b = await checker();
    const before = await m.c.get(`/api/auth/profile`);
    expect(before.status).toBe(200);
    expect(before.body.data.permissions.canId).toBe(true);

    const lock = await a.c.put(`/api/staff/verifications/${caseId}/lock`);
    expect(lock.status).toBe(200);
    expect(lock.body).toMatchObject({ mine: true, holderName: a.name });
    const taken = await b.c.put(`/api/staff/verifications/${caseId}/lock`);
    expect(taken.status).toBe(409);
    expect(taken.body.lock).toMatchObject({ holderName: a.name, mine: false });
    expect((await b.c.put(`/api/staff/verifications/${caseId}`, { status: 'approved' })).status).toBe(409);
    expectInvalid(await a.c.put(`/api/staff/verifications/${caseId}`, { status: 'rejected' }), 'rejectReason');
    expectInvalid(await a.c.put(`/api/staff/verifications/${caseId}`, { status: 'maybe' }), 'status');

    const ok = await a.c.put(`/api/staff/verifications/${caseId}`, { status: 'approved' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'approved', ageBand: '18+', dateOfBirth: null, decidedBy: a.id, lockedBy: null });
    expect((await a.c.put(`/api/staff/verifications/${caseId}`, { status: 'rejected', rejectReason: 'expired' })).status).toBe(409);

    const after = await m.c.get(`/api/auth/profile`);
    expect(after.body.data.permissions.canId).toBe(false);
    expect(after.body.data.member.isVerified).toBe(true);
    const notes = await m.c.get('/api/notifications');
    expect(notes.body.data.items.map((n: { action: string }) => n.action)).toContain('idVerified');
    const own = await m.c.get('/api/verification');
    expect(own.body.data).toMatchObject({ status: 'approved', isVerified: true, code: null });
    expect((await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' })).status).toBe(409);

    const audit: Array<{ action: string; actor_id: string }> = await t.db.query(`SELECT action, actor_id FROM staff_audit_log WHERE target_id = $1`, [caseId]);
    expect(audit).toEqual([{ action: 'verification.approve', actor_id: a.id }]);

    // The purge job: the objects are gone, the keys wiped; only the outcome, band, date and checker stay.
    const dir = path.join(t.dataDir, 'storage', 'verification', caseId);
    expect(await eventually(async () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bin')).length : 0), (n) => n === 0, { within: 15000 })).toBe(0);
    const files: Array<{ storage_key: string | null; wrapped_key: Buffer | null; side: string; phash: string | null }> = await t.db.query(
      `SELECT side, storage_key, wrapped_key, phash FROM verification_files WHERE case_id = $1 ORDER BY side`,
      [caseId],
    );
    expect(files.every((f) => f.storage_key === null && f.wrapped_key === null)).toBe(true);
    expect(files.find((f) => f.side === 'selfie')!.phash).toBeNull();
    const item = await a.c.get(`/api/staff/verifications/${caseId}`);
    expect(item.body.images).toEqual({ front: null, back: null, selfie: null });
    expect((await a.c.get(`/api/staff/verifications/${caseId}/files/front`)).status).toBe(404);
  });

  it('a rejection tells the member why and lets them try again; a reused document is flagged as a possible duplicate identity', async () => {
    const doc = await docPhoto(4242);
    const { m, caseId } = await submitted(undefined, { front: doc });
    const staff = await checker();
    const no = await staff.c.put(`/api/staff/verifications/${caseId}`, { status: 'rejected', rejectReason: 'face-mismatch' });
    expect(no.status).toBe(200);
    const own = await m.c.get('/api/verification');
    expect(own.body.data).toMatchObject({ status: 'rejected', rejectReason: 'face-mismatch', isVerified: false });
    const mail = (await t.waitForMail(`${m.name}@example.test`, 'verification.rejected')).replace(/=\r?\n/g, '');
    expect(mail).toContain('does not match the document');
    expect(mail).toContain('/id-');
    expect((await m.c.get(`/api/auth/profile`)).body.data.permissions.canId).toBe(true);
    // Trying again is allowed.
    expect((await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' })).status).toBe(201);

    // Another member sends the same document: the checker sees the hint naming the earlier, rejected case.
    const { caseId: second } = await submitted(undefined, { front: doc });
    const item = await staff.c.get(`/api/staff/verifications/${second}`);
    expect(item.body.hints.duplicates).toEqual([expect.objectContaining({ caseId, memberName: m.name, side: 'front', distance: 0, outcome: 'rejected' })]);
  });

  it('flags an under-18 date of birth and a date that differs from the profile', async () => {
    const m = await member();
    const dob = new Date(Date.now() - 16 * 365.25 * 86400_000).toISOString().slice(0, 10);
    await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: dob });
    for (const side of ['front', 'selfie']) expect((await upload(m.c, side, await docPhoto())).status).toBe(200);
    const sub = await m.c.post('/api/verification/submit');
    expect((await eventually(() => m.c.get('/api/verification'), (r) => r.body.data.status === 'pending', { within: 15000 })).body.data.status).toBe('pending');
    const staff = await checker();
    const item = await staff.c.get(`/api/staff/verifications/${sub.body.data.caseId}`);
    expect(item.body.hints).toMatchObject({ adult: false, profileDateDiffers: true });
    const no = await staff.c.put(`/api/staff/verifications/${sub.body.data.caseId}`, { status: 'rejected', rejectReason: 'under-18' });
    expect(no.body).toMatchObject({ ageBand: 'under-18', dateOfBirth: null });
  });

  it('lists the queue for react-admin with Content-Range, oldest first, filtered by status', async () => {
    const { caseId } = await submitted();
    const staff = await checker();
    const res = await staff.c.get('/api/staff/verifications').query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,499]' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^verifications 0-\d+\/\d+$/);
    expect(res.body.map((r: { id: string }) => r.id)).toContain(caseId);
    expect(res.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('withdrawing a draft deletes its photos', async () => {
    const m = await member();
    const start = await m.c.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' });
    expect((await upload(m.c, 'front', await docPhoto())).status).toBe(200);
    const res = await m.c.delete('/api/verification');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('none');
    const dir = path.join(t.dataDir, 'storage', 'verification', start.body.data.caseId);
    expect(await eventually(async () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bin')).length : 0), (n) => n === 0, { within: 15000 })).toBe(0);
  });

  it('an outside provider’s outcome takes the same path through the port: verified, idVerified, purged; a decided case cannot be decided again', async () => {
    const { m, caseId } = await submitted();
    const review = t.app.get(VerificationReviewService);
    await review.recordOutcome(caseId, { status: 'approved', rejectReason: null, ageBand: '18+' }, { provider: 'test-provider' });
    const profile = await m.c.get('/api/auth/profile');
    expect(profile.body.data.permissions.canId).toBe(false);
    expect((await m.c.get('/api/notifications')).body.data.items.map((n: { action: string }) => n.action)).toContain('idVerified');
    const [row] = (await t.db.query(`SELECT status, age_band, decided_by, date_of_birth FROM verification_cases WHERE id = $1`, [caseId])) as Array<Record<string, unknown>>;
    expect(row).toEqual({ status: 'approved', age_band: '18+', decided_by: null, date_of_birth: null });
    await expect(review.recordOutcome(caseId, { status: 'rejected', rejectReason: 'expired' }, { provider: 'test-provider' })).rejects.toMatchObject({ statusCode: 409 });
  });
});
