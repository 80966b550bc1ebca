import sharp from 'sharp';
import { appForTests, expectInvalid, type Client, type TestApp } from './harness.js';
import { signedInWho, type Who } from './support/members.js';

/**
 * A test photo: left half red, right half blue, with camera and GPS EXIF and orientation 6 (the camera was
 * turned: the upright picture is the stored one rotated 90° clockwise).
 */
async function phonePhoto(width = 800, height = 600, orientation = 1): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#f00"/>` +
      `<rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#00f"/></svg>`,
  );
  return sharp(svg)
    .jpeg()
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'exif-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

describe('avatars: upload, crop, sizes, moderation', () => {
  const t = appForTests();

  const member = (opts: Parameters<TestApp['createMember']>[0] = {}) => signedInWho(t, opts);
  async function upload(c: Client, body: Buffer, query: Record<string, string | number> = {}) {
    const token = await c.csrf();
    return c.agent.post('/api/me/avatar').query(query).set('host', c.host).set('x-xsrf-token', token).attach('file', body, 'me.jpg');
  }
  async function fetchFile(c: Client, url: string) {
    return c.get(url).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  }
  async function pixel(body: Buffer, x: number, y: number) {
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  }

  it('stores four square sizes without EXIF, shows the pending avatar to its owner only, and the colour to others', async () => {
    const owner = await member();
    const other = await member();
    const res = await upload(owner.c, await phonePhoto());
    expect(res.status).toBe(201);
    const own = res.body.data;
    expect(own.approved).toMatchObject({ small: null, colour: expect.any(Number) });
    expect(own.pending).toBeTruthy();
    expect(own.pendingSince).toEqual(expect.any(String));
    const want = { small: 64, medium: 160, 'large-thumbnail': 320, large: 640 } as const;
    for (const [size, px] of Object.entries(want)) {
      const url: string = own.pending[size];
      expect(url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\/[a-z-]+\?exp=\d+&sig=/);
      const file = await fetchFile(owner.c, url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const body = file.body as Buffer;
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', px, px]);
      expect(meta.exif).toBeUndefined();
      expect(body.includes(Buffer.from('TestCam'))).toBe(false);
      expect(body.includes(Buffer.from('exif-secret'))).toBe(false);
      // Without its signature a pending avatar is not there.
      expect((await fetchFile(other.c, url.replace(/\?.*$/, ''))).status).toBe(404);
      expect((await fetchFile(other.c, url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(404);
    }
    // Setup's photo step is done.
    expect((await owner.c.get('/api/me/profile')).body.data.setup.done).toContain('photo');
    // The owner's own views show the pending photo; others see the colour variant.
    const profile = await owner.c.get('/api/auth/profile');
    expect(profile.body.data.member.avatar.medium).toBe(own.pending.medium);
    expect((await owner.c.get(`/api/users/${owner.name}`)).body.data.avatar.medium).toBe(own.pending.medium);
    const seen = await other.c.get(`/api/users/${owner.name}`);
    expect(seen.body.data.avatar).toEqual({ small: null, medium: null, large: null, 'large-thumbnail': null, colour: expect.any(Number) });
  });

  it('crops the box the member chose (fractions of the upright photo), after applying the EXIF orientation', async () => {
    const a = await member();
    // The right half (blue) as a square: x 0.5..1 of an 800×600 photo is 400 px wide, 600 high → a 400 px square.
    const right = await upload(a.c, await phonePhoto(), { x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(right.status).toBe(201);
    const blue = await pixel((await fetchFile(a.c, right.body.data.pending.medium)).body as Buffer, 80, 80);
    expect(blue.b).toBeGreaterThan(200);
    expect(blue.r).toBeLessThan(60);
    // Orientation 6: the stored left half (red) is at the top once upright, so the top half is red.
    const turned = await upload(a.c, await phonePhoto(800, 600, 6), { x: 0, y: 0, width: 1, height: 0.5 });
    expect(turned.status).toBe(201);
    const top = (await fetchFile(a.c, turned.body.data.pending.medium)).body as Buffer;
    expect((await pixel(top, 80, 80)).r).toBeGreaterThan(200);
    // A new upload replaced the pending one: still one pending row.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM member_avatars WHERE member_id = $1 AND status = 'pending'`, [a.id]))[0].n).toBe(1);
  });

  it('refuses bad crops and non-images by field, and guests', async () => {
    const a = await member();
    expectInvalid(await upload(a.c, await phonePhoto(), { x: 0.5 }), 'x');
    expectInvalid(await upload(a.c, await phonePhoto(), { x: 0.8, y: 0, width: 0.5, height: 0.5 }), 'width');
    expectInvalid(await upload(a.c, await phonePhoto(), { x: 0, y: 0, width: 0.01, height: 0.01 }), 'file');
    expectInvalid(await upload(a.c, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 1)])), 'file');
    const guest = t.client();
    const token = await guest.csrf();
    const anon = await guest.agent.post('/api/me/avatar').set('host', guest.host).set('x-xsrf-token', token).attach('file', await phonePhoto(), 'me.jpg');
    expect(anon.status).toBe(401);
    expect((await guest.get('/api/me/avatar')).status).toBe(401);
  });

  it('moderation: staff approve (everyone sees it, public and cacheable), reject with a reason; bulk; audited; scoped', async () => {
    const a = await member();
    const b = await member();
    const viewer = await member();
    const mod = await member({ role: 'moderator' });
    const editor = await member({ role: 'editor' });
    const elsewhere = await member({ role: 'moderator', homeVariant: 'shde' });
    const plain = await member();
    const idOf = async (w: Who) => (await t.db.query(`SELECT id FROM member_avatars WHERE member_id = $1 AND status = 'pending'`, [w.id]))[0].id as string;
    expect((await upload(a.c, await phonePhoto())).status).toBe(201);
    expect((await upload(b.c, await phonePhoto(600, 600))).status).toBe(201);
    const [aId, bId] = [await idOf(a), await idOf(b)];

    // Who may see the queue.
    expect((await plain.c.get('/api/staff/avatars')).status).toBe(403);
    expect((await editor.c.get('/api/staff/avatars')).status).toBe(403);
    const queue = await mod.c.get(`/api/staff/avatars?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}&range=[0,199]`);
    expect(queue.status).toBe(200);
    expect(queue.headers['content-range']).toMatch(/^avatars 0-\d+\/\d+$/);
    expect(queue.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([aId, bId]));
    const item = queue.body.find((r: { id: string }) => r.id === aId);
    expect(item).toMatchObject({ memberName: a.name, variant: 'shuk', status: 'pending', preview: expect.stringMatching(/sig=/) });
    expect((await fetchFile(mod.c, item.preview)).status).toBe(200);
    // A moderator of another variant does not see it.
    expect((await elsewhere.c.get(`/api/staff/avatars/${aId}`)).status).toBe(404);
    expect((await elsewhere.c.put(`/api/staff/avatars/${aId}`, { status: 'approved' })).status).toBe(404);
    expect((await plain.c.put(`/api/staff/avatars/${aId}`, { status: 'approved' })).status).toBe(403);

    // Rejecting needs a reason.
    expectInvalid(await mod.c.put(`/api/staff/avatars/${bId}`, { status: 'rejected' }), 'rejectReason');

    const ok = await mod.c.put(`/api/staff/avatars/${aId}`, { ...item, status: 'approved' });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
    const seen = (await viewer.c.get(`/api/users/${a.name}`)).body.data.avatar;
    expect(seen.medium).toBe(`/api/avatars/${aId}/medium`);
    const file = await fetchFile(t.client(), seen.medium);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await a.c.get('/api/me/avatar')).body.data).toMatchObject({ approved: { medium: seen.medium }, pending: null });
    // Search's "has photo" now finds them.
    const withPhoto = await viewer.c.get('/api/search?hasPhoto=1&limit=50');
    expect(withPhoto.body.data.items.map((m: { name: string }) => m.name)).toContain(a.name);
    expect(withPhoto.body.data.items.map((m: { name: string }) => m.name)).not.toContain(b.name);

    const rejected = await mod.c.put(`/api/staff/avatars/${bId}`, { status: 'rejected', rejectReason: 'Face not visible' });
    expect(rejected.status).toBe(200);
    expect((await b.c.get('/api/me/avatar')).body.data).toMatchObject({ pending: null, approved: { medium: null }, rejected: { reason: 'Face not visible' } });
    // Decided is decided.
    expect((await mod.c.put(`/api/staff/avatars/${bId}`, { status: 'approved' })).status).toBe(409);

    const audit = await t.db.query(`SELECT action, actor_id FROM staff_audit_log WHERE target_type = 'avatar' AND target_id = ANY($1::text[]) ORDER BY id`, [[aId, bId]]);
    expect(audit).toEqual([
      { action: 'avatar.approve', actor_id: mod.id },
      { action: 'avatar.reject', actor_id: mod.id },
    ]);

    // Bulk (react-admin updateMany), and a second approval replaces the first photo.
    expect((await upload(a.c, await phonePhoto(700, 700))).status).toBe(201);
    expect((await upload(b.c, await phonePhoto(700, 700))).status).toBe(201);
    const ids = [await idOf(a), await idOf(b)];
    const bulk = await mod.c.put(`/api/staff/avatars?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, { status: 'approved' });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual(ids);
    expect((await viewer.c.get(`/api/users/${a.name}`)).body.data.avatar.medium).toBe(`/api/avatars/${ids[0]}/medium`);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM member_avatars WHERE id = $1`, [aId]))[0].n).toBe(0);
    expect((await fetchFile(t.client(), `/api/avatars/${aId}/medium`)).status).toBe(404);
  });

  it('removes my photo: the colour variant shows again', async () => {
    const a = await member();
    const mod = await member({ role: 'moderator' });
    expect((await upload(a.c, await phonePhoto())).status).toBe(201);
    const id = (await t.db.query(`SELECT id FROM member_avatars WHERE member_id = $1`, [a.id]))[0].id;
    expect((await mod.c.put(`/api/staff/avatars/${id}`, { status: 'approved' })).status).toBe(200);
    const gone = await a.c.delete('/api/me/avatar');
    expect(gone.status).toBe(200);
    expect(gone.body.data).toMatchObject({ approved: { medium: null }, pending: null });
    expect((await fetchFile(t.client(), `/api/avatars/${id}/medium`)).status).toBe(404);
  });
});
