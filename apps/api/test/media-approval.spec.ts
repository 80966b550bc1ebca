import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Variant, parseVariant, sampleVariantInput as sampleVariant } from '@community/contracts';
import { MediaService } from '../src/modules/media/media.service.js';
import { MembersService } from '../src/modules/members/members.service.js';
import { startTestApp, type Client, type TestApp } from './harness.js';

/**
 * `media.approval` per variant (VariantMedia): what may show before staff approval. The app runs on a copy of
 * the variant files where kiwi is `public` and lush is `none`; shuk keeps `all`, as every shipped file does.
 */
const HOSTS = { all: 'shuk.localhost:3000', public: 'kiwi.localhost:3000', none: 'lush.localhost:3000' } as const;
const VARIANT = { all: 'shuk', public: 'kiwi', none: 'lush' } as const;

let shade = 0;
/** A distinct JPEG each call (the block-list hash never matches by accident). */
async function jpeg(): Promise<Buffer> {
  shade += 41;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="rgb(${shade % 256},${(shade * 7) % 256},90)"/><rect x="${shade % 250}" width="50" height="240" fill="#fff"/><circle cx="${(shade * 3) % 300}" cy="120" r="40" fill="#000"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('media approval per variant (media.approval)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'variants-approval-'));
    cpSync(path.resolve(import.meta.dirname, '../../../variants'), dir, { recursive: true });
    for (const [code, approval] of [
      ['kiwi', 'public'],
      ['lush', 'none'],
    ] as const) {
      const file = path.join(dir, `${code}.json`);
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...json, media: { approval } }, null, 2));
    }
    t = await startTestApp({ VARIANTS_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  type Mode = keyof typeof HOSTS;

  const member = (mode: Mode, role?: 'moderator') => t.signedInMember({ role, homeVariant: VARIANT[mode], host: HOSTS[mode] });

  async function upload(c: Client, visibility: string, album?: string) {
    const res = await c.agent
      .post('/api/media')
      .query(album ? { visibility, album } : { visibility })
      .set('host', c.host)
      .set('x-xsrf-token', await c.csrf())
      .attach('file', await jpeg(), 'photo.jpg');
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    return res.body.data as { id: string; sizes: Record<string, string> };
  }

  const ids = (res: { body: { data: { items: Array<{ id: string }> } } }) => res.body.data.items.map((i) => i.id);

  describe('the variant schema', () => {
    it('defaults to all, accepts all/public/none and names the field for anything else', () => {
      expect(parseVariant(sampleVariant()).media).toEqual({ approval: 'all' });
      expect(parseVariant(sampleVariant({ media: { approval: 'public' } })).media.approval).toBe('public');
      expect(() => parseVariant(sampleVariant({ media: { approval: 'later' } } as never))).toThrow(/media\.approval/);
      expect(Variant.safeParse(sampleVariant({ media: { approval: 'none', extra: true } } as never)).success).toBe(
        false,
      );
    });

    it('every shipped variant file states its setting, and all of them wait for approval (the legal pages promise it)', () => {
      const shipped = path.resolve(import.meta.dirname, '../../../variants');
      for (const code of ['shuk', 'kiwi', 'lush', 'stsp', 'shde']) {
        const json = JSON.parse(readFileSync(path.join(shipped, `${code}.json`), 'utf8')) as { media?: unknown };
        expect(json.media).toEqual({ approval: 'all' });
      }
    });
  });

  describe('all (shuk): nothing shows before approval', () => {
    it('members-only, friends-only and public uploads are hidden from others until a moderator approves them', async () => {
      const { c: owner, m } = await member('all');
      const { c: other } = await member('all');
      const membersOnly = await upload(owner, 'members');
      const open = await upload(owner, 'public');
      for (const item of [membersOnly, open]) {
        expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
        expect((await owner.get(`/api/media/${item.id}`)).body.data.status).toBe('pending');
      }
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([]);
      expect((await t.client(HOSTS.all).get(`/api/media/files/${open.id}/large`)).status).toBe(404);

      const { c: mod } = await member('all', 'moderator');
      expect((await mod.put(`/api/staff/media/${membersOnly.id}`, { status: 'approved' })).status).toBe(200);
      expect((await other.get(`/api/media/${membersOnly.id}`)).body.data.status).toBe('approved');
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([membersOnly.id]);
    });
  });

  describe('public (kiwi): only what guests could see waits', () => {
    it('members-only and friends-only uploads show to their audience at once, marked pending, and stay in the staff queue', async () => {
      const { c: owner, m } = await member('public');
      const { c: friend, m: f } = await member('public');
      const { c: other } = await member('public');
      await t.db.query(`INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1)`, [m.id, f.id]);
      const membersOnly = await upload(owner, 'members');
      const friendsOnly = await upload(owner, 'friends');

      const seen = await other.get(`/api/media/${membersOnly.id}`);
      expect(seen.status).toBe(200);
      // Honest state, and no likes or comments before review.
      expect(seen.body.data).toMatchObject({ status: 'pending', permissions: { canLike: false, canComment: false } });
      expect(seen.body.data.sizes.large).toMatch(/sig=/);
      const file = await other.get(seen.body.data.sizes.large);
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toMatch(/^private/);
      // Never by a plain URL, and a guest is asked to log in as for any members-only photo.
      expect((await t.client(HOSTS.public).get(`/api/media/files/${membersOnly.id}/large`)).status).toBe(404);
      expect((await t.client(HOSTS.public).get(`/api/media/${membersOnly.id}`)).status).toBe(401);

      expect((await other.get(`/api/media/${friendsOnly.id}`)).status).toBe(404);
      expect((await friend.get(`/api/media/${friendsOnly.id}`)).status).toBe(200);
      expect(ids(await friend.get('/api/media').query({ owner: m.name }))).toEqual([friendsOnly.id, membersOnly.id]);
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([membersOnly.id]);
      expect(ids(await t.client(HOSTS.public).get('/api/media').query({ owner: m.name }))).toEqual([]);
      // Likes and comments open once approved.
      expect((await other.put(`/api/media/${membersOnly.id}/like`)).status).toBe(404);
      expect((await other.post(`/api/media/${membersOnly.id}/comments`, { body: 'hello' })).status).toBe(403);

      // Reviewed afterwards: both are in the queue of kiwi's moderators.
      const { c: mod } = await member('public', 'moderator');
      const queue = await mod
        .get('/api/staff/media')
        .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,199]' });
      expect(queue.status).toBe(200);
      expect(queue.body.map((r: { id: string }) => r.id)).toEqual(
        expect.arrayContaining([membersOnly.id, friendsOnly.id]),
      );
      // A rejection takes it down for everyone but its owner.
      expect(
        (
          await mod.put(`/api/staff/media/${friendsOnly.id}`, {
            status: 'rejected',
            rejectReason: 'Not a photo of you',
          })
        ).status,
      ).toBe(200);
      expect((await friend.get(`/api/media/${friendsOnly.id}`)).status).toBe(404);
      expect(ids(await friend.get('/api/media').query({ owner: m.name }))).toEqual([membersOnly.id]);
    });

    it('a public upload waits: hidden from members, guests, the gallery and plain URLs until approved', async () => {
      const { c: owner, m } = await member('public');
      const { c: other } = await member('public');
      const item = await upload(owner, 'public');
      expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client(HOSTS.public).get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client(HOSTS.public).get(`/api/media/files/${item.id}/large`)).status).toBe(404);
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([]);
      expect(ids(await other.get('/api/media/gallery').query({ limit: '50' }))).not.toContain(item.id);

      const { c: mod } = await member('public', 'moderator');
      expect((await mod.put(`/api/staff/media/${item.id}`, { status: 'approved' })).status).toBe(200);
      expect((await t.client(HOSTS.public).get(`/api/media/${item.id}`)).status).toBe(200);
      expect((await t.client(HOSTS.public).get(`/api/media/files/${item.id}/large`)).status).toBe(200);
    });

    it('private → public: an item that showed unreviewed waits for approval again once it, or its album, is made public', async () => {
      const { c: owner, m } = await member('public');
      const { c: other } = await member('public');
      const { c: invitee, m: inv } = await member('public');

      // A private item in a private album, shared by invitation: the invitee sees it before review.
      const album = (await owner.post('/api/media-albums', { name: 'Weekend', visibility: 'private' })).body.data;
      const inAlbum = await upload(owner, 'private', album.id);
      const invite = (await owner.post('/api/album-invites', { albumId: album.id, name: inv.name })).body.data;
      expect((await invitee.put(`/api/album-invites/${invite.id}`)).status).toBe(200);
      expect((await invitee.get(`/api/media/${inAlbum.id}`)).status).toBe(200);
      expect((await other.get(`/api/media/${inAlbum.id}`)).status).toBe(404);

      // A loose private item, then made members-only: shows to members at once.
      const loose = await upload(owner, 'private');
      expect((await other.get(`/api/media/${loose.id}`)).status).toBe(404);
      expect((await owner.put(`/api/media/${loose.id}`, { visibility: 'members' })).status).toBe(200);
      expect((await other.get(`/api/media/${loose.id}`)).status).toBe(200);

      // Made public: nobody but the owner sees it until approved (by id, in lists, by URL).
      const toPublic = await owner.put(`/api/media/${loose.id}`, { visibility: 'public' });
      expect(toPublic.status).toBe(200);
      expect(toPublic.body.data).toMatchObject({ visibility: 'public', status: 'pending' });
      expect((await other.get(`/api/media/${loose.id}`)).status).toBe(404);
      expect((await t.client(HOSTS.public).get(`/api/media/${loose.id}`)).status).toBe(404);
      expect((await t.client(HOSTS.public).get(`/api/media/files/${loose.id}/large`)).status).toBe(404);
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([]);

      // The item made public inside its private album: still narrowed to the invitees; then the album made public.
      expect((await owner.put(`/api/media/${inAlbum.id}`, { visibility: 'public' })).status).toBe(200);
      expect((await invitee.get(`/api/media/${inAlbum.id}`)).status).toBe(200); // the album still narrows it to invitees
      expect((await owner.put(`/api/media-albums/${album.id}`, { visibility: 'public' })).status).toBe(200);
      expect((await invitee.get(`/api/media/${inAlbum.id}`)).status).toBe(404);
      expect((await other.get(`/api/media/${inAlbum.id}`)).status).toBe(404);
      const albums = await other.get('/api/media-albums').query({ owner: m.name });
      expect(albums.body.data.items).toEqual([expect.objectContaining({ id: album.id, itemCount: 0, cover: null })]);

      // Approved: open to everyone, and it stays approved whatever its visibility later.
      const { c: mod } = await member('public', 'moderator');
      for (const id of [loose.id, inAlbum.id])
        expect((await mod.put(`/api/staff/media/${id}`, { status: 'approved' })).status).toBe(200);
      expect((await t.client(HOSTS.public).get(`/api/media/${loose.id}`)).status).toBe(200);
      expect((await t.client(HOSTS.public).get(`/api/media/${inAlbum.id}`)).status).toBe(200);
      expect((await owner.put(`/api/media/${loose.id}`, { visibility: 'members' })).body.data.status).toBe('approved');
    });

    it('the rule follows the variant an item was uploaded on, not the one it is viewed on', async () => {
      const { c: owner, m } = await member('all');
      const item = await upload(owner, 'members');
      const { c: kiwiViewer } = await member('public');
      expect((await kiwiViewer.get(`/api/media/${item.id}`)).status).toBe(404);
      expect(ids(await kiwiViewer.get('/api/media').query({ owner: m.name }))).toEqual([]);
    });
  });

  describe('photos other modules reuse (wall posts, story covers, profile photos)', () => {
    it('only the owner’s own staff-approved, processed photo is shareable, even where it already shows unreviewed', async () => {
      const media = t.app.get(MediaService);
      const members = t.app.get(MembersService);
      const { c: owner, m } = await member('public');
      const { m: other } = await member('public');
      const me = (await members.findById(m.id))!;
      const stranger = (await members.findById(other.id))!;
      const item = await upload(owner, 'members');
      const refusal = async (p: Promise<unknown>) =>
        p.then(
          () => null,
          (err: unknown) => err,
        );
      // Shown to members at once on kiwi, but not reviewed: not for a wall post or a cover yet.
      expect(await refusal(media.shareablePhoto(me, item.id))).toMatchObject({
        statusCode: 422,
        code: 'MEDIA_NOT_SHAREABLE',
        errors: [{ field: 'mediaId', message: expect.stringContaining('approved') }],
      });
      const { c: mod } = await member('public', 'moderator');
      expect((await mod.put(`/api/staff/media/${item.id}`, { status: 'approved' })).status).toBe(200);
      expect(await media.shareablePhoto(me, item.id)).toMatchObject({ id: item.id, kind: 'image', status: 'approved' });
      const bytes = await media.shareablePhotoBytes(me, item.id, 'cover');
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      // Someone else's photo, and a bad or unknown id, are the same refusal on the field named.
      expect(await refusal(media.shareablePhoto(stranger, item.id, 'cover'))).toMatchObject({
        code: 'MEDIA_NOT_SHAREABLE',
        errors: [{ field: 'cover', message: 'No such photo of yours' }],
      });
      expect(await refusal(media.shareablePhoto(me, 'not-an-id'))).toMatchObject({ code: 'MEDIA_NOT_SHAREABLE' });
      expect(await refusal(media.shareablePhotoBytes(me, '00000000-0000-4000-8000-000000000000'))).toMatchObject({
        code: 'MEDIA_NOT_SHAREABLE',
      });
    });
  });

  describe('none (lush): everything shows to its audience at once, reviewed afterwards', () => {
    it('a public upload shows to members and guests, but only through signed URLs, never in the gallery, until approved', async () => {
      const { c: owner, m } = await member('none');
      const { c: other } = await member('none');
      const item = await upload(owner, 'public');
      const guest = t.client(HOSTS.none);
      const seen = await guest.get(`/api/media/${item.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data.status).toBe('pending');
      expect(seen.body.data.sizes.large).toMatch(/sig=/);
      expect((await guest.get(seen.body.data.sizes.large)).status).toBe(200);
      expect((await guest.get(`/api/media/files/${item.id}/large`)).status).toBe(404);
      expect(ids(await other.get('/api/media').query({ owner: m.name }))).toEqual([item.id]);
      expect(ids(await other.get('/api/media/gallery').query({ limit: '50' }))).not.toContain(item.id);
      // Private stays private.
      const priv = await upload(owner, 'private');
      expect((await other.get(`/api/media/${priv.id}`)).status).toBe(404);
      // Still in the queue.
      const { c: mod } = await member('none', 'moderator');
      const queue = await mod
        .get('/api/staff/media')
        .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,199]' });
      expect(queue.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([item.id, priv.id]));
    });

    it('the known-abuse hash block list still refuses uploads', async () => {
      const { c: mod } = await member('none', 'moderator');
      const { c } = await member('none');
      const picture = await jpeg();
      const first = await c.agent
        .post('/api/media')
        .query({ visibility: 'members' })
        .set('host', c.host)
        .set('x-xsrf-token', await c.csrf())
        .attach('file', picture, 'a.jpg');
      expect(first.status).toBe(201);
      expect(
        (await mod.post('/api/staff/media-hashes', { mediaId: first.body.data.id, reason: 'Known abuse image (test)' }))
          .status,
      ).toBe(201);
      const again = await c.agent
        .post('/api/media')
        .query({ visibility: 'members' })
        .set('host', c.host)
        .set('x-xsrf-token', await c.csrf())
        .attach('file', picture, 'b.jpg');
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('MEDIA_BLOCKED');
    });
  });
});
