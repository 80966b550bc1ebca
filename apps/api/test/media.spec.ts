import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { Storage } from '../src/infra/storage/storage.js';
import { appForTests, expectInvalid, type Client } from './harness.js';
import { rawUpload } from './support/raw-upload.js';

/** A photo with camera and GPS EXIF, as a phone would upload it. */
async function gpsJpeg(colour = { r: 200, g: 100, b: 50 }, width = 800, height = 600): Promise<Buffer> {
  // Stripes make the perceptual hash of each colour distinct.
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${colour.r},${colour.g},${colour.b})"/>` +
      `<rect x="${colour.r % 300}" y="0" width="120" height="${height}" fill="#fff"/><circle cx="${200 + (colour.g % 300)}" cy="300" r="90" fill="#000"/></svg>`,
  );
  return sharp(stripes)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'exif-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) in little-endian EXIF. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe('media API', () => {
  const t = appForTests();
  let photo: Buffer;
  beforeAll(async () => {
    photo = await gpsJpeg();
  });

  const member = (seed: { role?: 'member' | 'moderator' | 'admin' | 'support'; confirmed?: boolean } = {}) => t.signedInMember(seed);

  async function upload(c: Client, body: Buffer, query: Record<string, string> = {}, filename = 'photo.jpg') {
    const token = await c.csrf();
    return c.agent.post('/api/media').query(query).set('host', c.host).set('x-xsrf-token', token).attach('file', body, filename);
  }

  async function approve(id: string) {
    const { c } = await member({ role: 'moderator' });
    const res = await c.put(`/api/staff/media/${id}`, { status: 'approved' });
    expect(res.status).toBe(200);
  }

  async function fetchFile(c: Client, url: string) {
    return c.get(url).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  }

  describe('upload', () => {
    it('stores every size as WebP without EXIF or GPS, pending until moderated', async () => {
      const input = await sharp(photo).metadata();
      expect(input.exif?.includes(GPS_POINTER)).toBe(true);
      expect(input.exif?.includes(Buffer.from('TestCam'))).toBe(true);

      const { c } = await member();
      const res = await upload(c, photo, { visibility: 'public', description: 'Sunset' });
      expect(res.status).toBe(201);
      const item = res.body.data;
      expect(item).toMatchObject({ kind: 'image', status: 'pending', visibility: 'public', description: 'Sunset', width: 800, height: 600 });
      expect(Object.keys(item.sizes).sort()).toEqual(['large', 'large-thumbnail', 'medium', 'small']);

      const storage = t.app.get(Storage);
      for (const [size, url] of Object.entries<string>(item.sizes)) {
        // Pending: only a signed URL works.
        expect(url).toMatch(/\?exp=\d+&sig=/);
        const file = await fetchFile(c, url);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['content-disposition']).toBe(`inline; filename="${item.id}-${size}.webp"`);
        expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
        const body = file.body as Buffer;
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(body.includes(Buffer.from('TestCam'))).toBe(false);
        expect(body.includes(Buffer.from('exif-secret'))).toBe(false);
        // And what is stored is exactly what is served.
        const stored = await storage.get(`media/${(await t.db.query('SELECT owner_id FROM media_items WHERE id = $1', [item.id]))[0].owner_id}/${item.id}/${size}.webp`);
        expect(stored).not.toBeNull();
        stored!.stream.destroy();
      }
      const medium = await sharp((await fetchFile(c, item.sizes.medium)).body as Buffer).metadata();
      expect([medium.width, medium.height]).toEqual([320, 320]);
    });

    it('refuses an .exe renamed .jpg by its bytes (422 naming file)', async () => {
      const { c } = await member();
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4096, 0x41)]);
      const res = await upload(c, exe, {}, 'holiday.jpg');
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('MEDIA_UNSUPPORTED_TYPE');
      expect(res.body.errors).toEqual([{ field: 'file', message: expect.stringContaining('not a photo') }]);
    });

    it('refuses a HEIC photo by its bytes, whatever its name, saying HEIC is not supported and to export as JPEG', async () => {
      // This server's sharp reads AVIF only through libheif (no HEVC decoder), so HEIC cannot be re-encoded.
      expect(sharp.format.heif.input.fileSuffix).not.toContain('.heic');
      const { c } = await member();
      const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
      const heic = Buffer.concat([ftyp, Buffer.alloc(2048, 0x11)]);
      for (const name of ['IMG_0042.HEIC', 'renamed.jpg']) {
        const res = await upload(c, heic, {}, name);
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('MEDIA_UNSUPPORTED_TYPE');
        expect(res.body.errors).toEqual([{ field: 'file', message: expect.stringMatching(/^HEIC photos are not supported\. Export the photo as JPEG/) }]);
      }
    });

    it('refuses a JPEG header with garbage after it (422, cannot be read)', async () => {
      const { c } = await member();
      const res = await upload(c, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('MEDIA_UNDECODABLE');
    });

    it('hands videos to the video pipeline (media-videos.spec.ts): a fake MP4 is refused as unreadable, or as unavailable without ffmpeg', async () => {
      const { c } = await member();
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 1)]);
      const res = await upload(c, mp4, {}, 'clip.mp4');
      expect(res.status).toBe(422);
      const ffmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
      expect(res.body.code).toBe(ffmpeg ? 'MEDIA_UNDECODABLE' : 'MEDIA_VIDEO_UNAVAILABLE');
    });

    it('refuses a 50 MB upload with 413 before reading it whole (declared length and streamed)', async () => {
      const { c } = await member();
      const total = 50 * 1024 * 1024;
      const send = (chunked: boolean) =>
        rawUpload(t, c, { path: '/api/media', filename: 'big.jpg', contentType: 'image/jpeg', signature: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filler: 1, total, chunked });

      const declared = await send(false);
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body)).toMatchObject({ code: 'MEDIA_TOO_LARGE', statusCode: 413 });
      expect(declared.sent).toBeLessThan(total);

      const streamed = await send(true);
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body).message).toMatch(/too large: 20 MB at most/);
      expect(streamed.sent).toBeLessThan(total);
    });

    it('asks for a file (422 naming file), refuses JSON (415), guests (401) and unconfirmed members (403)', async () => {
      const { c } = await member();
      const token = await c.csrf();
      expectInvalid(await c.agent.post('/api/media').set('host', c.host).set('x-xsrf-token', token).field('other', 'x'), 'file');
      expect((await c.post('/api/media', { file: 'x' })).status).toBe(415);
      expectInvalid(await upload(c, photo, { visibility: 'everyone' }), 'visibility');

      const guest = t.client();
      expect((await upload(guest, photo)).status).toBe(401);
      const { c: unconfirmed } = await member({ confirmed: false });
      const res = await upload(unconfirmed, photo);
      expect(res.status).toBe(403);
      expect(res.body.verification_required).toBe(true);
    });

    it('refuses an image on the staff hash block list and reports it to staff', async () => {
      const { c: mod } = await member({ role: 'moderator' });
      const { c, m } = await member();
      const first = await upload(c, await gpsJpeg({ r: 10, g: 220, b: 90 }));
      expect(first.status).toBe(201);
      const block = await mod.post('/api/staff/media-hashes', { mediaId: first.body.data.id, reason: 'Known abuse image (test)' });
      expect(block.status).toBe(201);
      expect(block.body.hash).toMatch(/^[0-9a-f]{16}$/);
      // The source item is rejected with it.
      expect((await mod.get(`/api/staff/media/${first.body.data.id}`)).body.status).toBe('rejected');

      // The same picture re-encoded (a near-identical hash) is refused.
      const again = await sharp(await gpsJpeg({ r: 10, g: 220, b: 90 })).jpeg({ quality: 60 }).toBuffer();
      const res = await upload(c, again);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('MEDIA_BLOCKED');
      const reported = await mod.get('/api/staff/media-blocked-uploads');
      expect(reported.status).toBe(200);
      expect(reported.body.find((r: { memberName: string }) => r.memberName === m.name)).toMatchObject({ blockId: block.body.id });
      expect((await mod.get(`/api/staff/media-hashes/${block.body.id}`)).body.hits).toBe(1);
      const log: Array<{ action: string }> = await t.db.query(`SELECT action FROM media_moderation_log WHERE target_id IN ($1, $2)`, [block.body.id, first.body.data.id]);
      expect(log.map((l) => l.action).sort()).toEqual(['media-hash.add', 'media.reject']);
    });
  });

  describe('access', () => {
    it('a public approved photo is open to everyone by a plain URL; before approval only the owner sees it', async () => {
      const { c: owner, m } = await member();
      const { c: other } = await member();
      const item = (await upload(owner, photo, { visibility: 'public' })).body.data;
      expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client().get(`/api/media/files/${item.id}/large`)).status).toBe(404);
      await approve(item.id);

      const seen = await t.client().get(`/api/media/${item.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ ownerName: m.name, status: 'approved', permissions: { canLike: false, canComment: false } });
      expect(seen.body.data.sizes.large).toBe(`/api/media/files/${item.id}/large`);
      const file = await fetchFile(t.client(), seen.body.data.sizes.large);
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=3600');
      const etag = String(file.headers.etag);
      expect((await t.client().get(seen.body.data.sizes.large).set('if-none-match', etag)).status).toBe(304);
      // Views count for others, not for the owner.
      expect((await owner.get(`/api/media/${item.id}`)).body.data.views).toBe(1);
    });

    it('a private photo is refused to other members, guests and by its plain or forged URL', async () => {
      const { c: owner } = await member();
      const { c: stranger } = await member();
      const item = (await upload(owner, photo, { visibility: 'private' })).body.data;
      await approve(item.id);
      expect((await owner.get(`/api/media/${item.id}`)).status).toBe(200);
      expect((await stranger.get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client().get(`/api/media/${item.id}`)).status).toBe(404);
      const plain = `/api/media/files/${item.id}/large`;
      expect((await stranger.get(plain)).status).toBe(404);
      const signed: string = item.sizes.large;
      const forged = signed.replace(/sig=([A-Za-z0-9_-])/, (_m, ch: string) => `sig=${ch === 'A' ? 'B' : 'A'}`);
      expect((await stranger.get(forged)).status).toBe(404);
      const exp = Number(/exp=(\d+)/.exec(signed)![1]);
      expect((await stranger.get(signed.replace(`exp=${exp}`, `exp=${exp + 3600}`))).status).toBe(404);
      // Another size with this size's signature is refused too.
      expect((await stranger.get(signed.replace('/large?', '/small?'))).status).toBe(404);
      // The owner's signed URL works (it is the grant).
      expect((await fetchFile(owner, signed)).status).toBe(200);
      // And the stranger cannot like, comment on or change it.
      expect((await stranger.put(`/api/media/${item.id}/like`)).status).toBe(404);
      expect((await stranger.post(`/api/media/${item.id}/comments`, { body: 'hi' })).status).toBe(404);
      expect((await stranger.put(`/api/media/${item.id}`, { visibility: 'public' })).status).toBe(404);
      expect((await stranger.delete(`/api/media/${item.id}`)).status).toBe(404);
    });

    it('members-only photos ask guests to log in; friends-only photos open to friends', async () => {
      const { c: owner, m } = await member();
      const { c: friend, m: f } = await member();
      const { c: other } = await member();
      const membersOnly = (await upload(owner, photo, { visibility: 'members' })).body.data;
      const friendsOnly = (await upload(owner, photo, { visibility: 'friends' })).body.data;
      await approve(membersOnly.id);
      await approve(friendsOnly.id);
      await t.db.query(`INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1)`, [m.id, f.id]);
      const guest = await t.client().get(`/api/media/${membersOnly.id}`);
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe('MEDIA_LOGIN_REQUIRED');
      expect((await other.get(`/api/media/${membersOnly.id}`)).status).toBe(200);
      expect((await other.get(`/api/media/${friendsOnly.id}`)).status).toBe(404);
      expect((await friend.get(`/api/media/${friendsOnly.id}`)).status).toBe(200);

      const asOther = await other.get('/api/media').query({ owner: m.name });
      expect(asOther.body.data.items.map((i: { id: string }) => i.id)).toEqual([membersOnly.id]);
      const asFriend = await friend.get('/api/media').query({ owner: m.name });
      expect(asFriend.body.data.items.map((i: { id: string }) => i.id)).toEqual([friendsOnly.id, membersOnly.id]);
      const asGuest = await t.client().get('/api/media').query({ owner: m.name });
      expect(asGuest.body.data.items).toEqual([]);
    });
  });

  describe('albums and invitations', () => {
    it('a private album is closed to a non-invited member (items, list and URLs) and opens on an accepted invitation', async () => {
      const { c: owner, m } = await member();
      const { c: invitee, m: inv } = await member();
      const { c: stranger } = await member();
      const album = await owner.post('/api/media-albums', { name: 'Holiday', visibility: 'private' });
      expect(album.status).toBe(201);
      const albumId = album.body.data.id;
      const item = (await upload(owner, photo, { visibility: 'public', album: albumId })).body.data;
      await approve(item.id);
      // The item is public, but its album is private: the album wins.
      expect(item.sizes.large).toMatch(/sig=/);
      expect((await t.client().get(`/api/media/files/${item.id}/large`)).status).toBe(404);
      expect((await stranger.get(`/api/media/${item.id}`)).status).toBe(404);
      const locked = await stranger.get('/api/media').query({ owner: m.name, album: albumId });
      expect(locked.status).toBe(403);
      expect(locked.body.code).toBe('MEDIA_ALBUM_LOCKED');
      const listed = await stranger.get('/api/media-albums').query({ owner: m.name });
      expect(listed.body.data.items).toEqual([expect.objectContaining({ id: albumId, access: 'locked', cover: null, itemCount: 1 })]);
      expect((await t.client().get('/api/media-albums').query({ owner: m.name })).body.data.items).toEqual([]);

      // Invite by name; the stranger cannot accept someone else's invitation.
      const invite = await owner.post('/api/album-invites', { albumId, name: inv.name });
      expect(invite.status).toBe(201);
      expect(invite.body.data).toMatchObject({ kind: 'invite', status: 'pending', memberName: inv.name, canAccept: false });
      expect((await stranger.put(`/api/album-invites/${invite.body.data.id}`)).status).toBe(404);
      expect((await stranger.delete(`/api/album-invites/${invite.body.data.id}`)).status).toBe(404);
      expect((await invitee.get(`/api/media/${item.id}`)).status).toBe(404);
      const received = await invitee.get('/api/album-invites').query({ box: 'received' });
      expect(received.body.data.items).toEqual([expect.objectContaining({ id: invite.body.data.id, canAccept: true, album: { id: albumId, name: 'Holiday', ownerName: m.name } })]);
      const accepted = await invitee.put(`/api/album-invites/${invite.body.data.id}`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.status).toBe('accepted');

      expect((await invitee.get(`/api/media/${item.id}`)).status).toBe(200);
      const items = await invitee.get('/api/media').query({ owner: m.name, album: albumId });
      expect(items.body.data.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
      expect((await fetchFile(invitee, items.body.data.items[0].sizes.large)).status).toBe(200);
      expect((await invitee.get('/api/media-albums').query({ owner: m.name })).body.data.items[0].access).toBe('invited');
      // Still closed to the stranger.
      expect((await stranger.get(`/api/media/${item.id}`)).status).toBe(404);

      // Decline (leave) with DELETE closes it again.
      expect((await invitee.delete(`/api/album-invites/${invite.body.data.id}`)).status).toBe(200);
      expect((await invitee.get(`/api/media/${item.id}`)).status).toBe(404);
    });

    it('request access: the owner grants or refuses; rules and bad input', async () => {
      const { c: owner, m } = await member();
      const { c: asker } = await member();
      const albumId = (await owner.post('/api/media-albums', { name: 'Private', visibility: 'private' })).body.data.id;
      const open = (await owner.post('/api/media-albums', { name: 'Open', visibility: 'members' })).body.data.id;
      expect((await asker.post('/api/album-invites/requests', { albumId: open })).status).toBe(422);
      expect((await owner.post('/api/album-invites/requests', { albumId })).status).toBe(404);
      const req = await asker.post('/api/album-invites/requests', { albumId });
      expect(req.status).toBe(201);
      expect((await asker.post('/api/album-invites/requests', { albumId })).status).toBe(409);
      expect((await asker.get('/api/media-albums').query({ owner: m.name })).body.data.items.find((a: { id: string }) => a.id === albumId).access).toBe('request-pending');
      // The asker cannot grant their own request.
      expect((await asker.put(`/api/album-invites/${req.body.data.id}`)).status).toBe(404);
      const waiting = await owner.get('/api/album-invites').query({ box: 'received' });
      expect(waiting.body.data.items.map((i: { id: string; kind: string }) => [i.id, i.kind])).toEqual([[req.body.data.id, 'request']]);
      expect((await owner.put(`/api/album-invites/${req.body.data.id}`)).body.data.status).toBe('accepted');
      expect((await asker.get('/api/media').query({ owner: m.name, album: albumId })).status).toBe(200);

      const bad = await owner.post('/api/album-invites', { albumId: 'nope', name: '' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['albumId', 'name']);
      expect((await owner.post('/api/album-invites', { albumId, name: 'no-such-member-xyz' })).status).toBe(422);
      expect((await t.client().get('/api/album-invites')).status).toBe(401);
      expect((await owner.get('/api/album-invites').query({ after: '!!' })).status).toBe(422);
    });

    it('an invitation notifies the invitee, is answered from the notification, and its notification goes once answered, withdrawn or its album deleted', async () => {
      const { c: owner, m } = await member();
      const { c: invitee, m: inv } = await member();
      const { c: stranger } = await member();
      type Told = { id: string; action: string; phrase: string | null; responseEndpoint: string | null; actors: Array<{ name: string }>; target: { url: string | null; canAccept: boolean } };
      const told = async (c: Client) => ((await c.get('/api/notifications')).body.data.items as Told[]).filter((n) => n.action === 'AlbumInvite');
      const albumId = (await owner.post('/api/media-albums', { name: 'Beach', visibility: 'private' })).body.data.id;
      const invite = (await owner.post('/api/album-invites', { albumId, name: inv.name })).body.data;

      const [n] = await told(invitee);
      expect(await told(invitee)).toHaveLength(1);
      expect(n).toMatchObject({ phrase: 'Beach', responseEndpoint: `/api/album-invites/${invite.id}`, target: { url: `/profile/${encodeURIComponent(m.name)}/media?album=${albumId}`, canAccept: true } });
      expect(n!.actors.map((a) => a.name)).toEqual([m.name]);
      expect(await told(owner)).toEqual([]);
      expect(await told(stranger)).toEqual([]);
      // A refused invitation (bad name, open album) tells nobody.
      const openAlbum = (await owner.post('/api/media-albums', { name: 'Open', visibility: 'members' })).body.data.id;
      expect((await owner.post('/api/album-invites', { albumId: openAlbum, name: inv.name })).status).toBe(422);
      expect((await owner.post('/api/album-invites', { albumId, name: inv.name })).status).toBe(409);
      expect(await told(invitee)).toHaveLength(1);

      // Answered the way the notification does it (PUT { accept: 1 }): access opens and the notification goes.
      expect((await stranger.put(n!.responseEndpoint!, { accept: 1 })).status).toBe(404);
      const accepted = await invitee.put(n!.responseEndpoint!, { accept: 1 });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.status).toBe('accepted');
      expect(await told(invitee)).toEqual([]);

      // Declined (DELETE) and withdrawn by the owner: gone too.
      const other = (await owner.post('/api/media-albums', { name: 'Cabin', visibility: 'friends' })).body.data.id;
      const second = (await owner.post('/api/album-invites', { albumId: other, name: inv.name })).body.data;
      expect((await told(invitee)).map((x) => x.phrase)).toEqual(['Cabin']);
      expect((await invitee.delete(`/api/album-invites/${second.id}`)).status).toBe(200);
      expect(await told(invitee)).toEqual([]);
      const third = (await owner.post('/api/album-invites', { albumId: other, name: inv.name })).body.data;
      expect(await told(invitee)).toHaveLength(1);
      expect((await owner.delete(`/api/album-invites/${third.id}`)).status).toBe(200);
      expect(await told(invitee)).toEqual([]);

      // Asking for an album one was invited to accepts the invitation, and its notification goes.
      const fourth = await owner.post('/api/album-invites', { albumId: other, name: inv.name });
      expect(fourth.status).toBe(201);
      const asked = await invitee.post('/api/album-invites/requests', { albumId: other });
      expect(asked.body.data).toMatchObject({ id: fourth.body.data.id, status: 'accepted' });
      expect(await told(invitee)).toEqual([]);

      // Deleting an album takes its waiting invitations' notifications with it.
      const last = (await owner.post('/api/media-albums', { name: 'Attic', visibility: 'private' })).body.data.id;
      expect((await owner.post('/api/album-invites', { albumId: last, name: inv.name })).status).toBe(201);
      expect(await told(invitee)).toHaveLength(1);
      expect((await owner.delete(`/api/media-albums/${last}`)).status).toBe(200);
      expect(await told(invitee)).toEqual([]);
    });

    it('a request notifies the owner, is granted or refused from the notification by the owner only, and tells the asker when granted', async () => {
      const { c: owner, m } = await member();
      const { c: asker, m: a } = await member();
      const { c: stranger } = await member();
      type Told = { id: string; action: string; phrase: string | null; responseEndpoint: string | null; actors: Array<{ name: string }>; target: { url: string | null; canAccept: boolean } };
      const told = async (c: Client, action: string) => ((await c.get('/api/notifications')).body.data.items as Told[]).filter((n) => n.action === action);
      const albumId = (await owner.post('/api/media-albums', { name: 'Lake', visibility: 'private' })).body.data.id;
      const req = (await asker.post('/api/album-invites/requests', { albumId })).body.data;

      const asked = await told(owner, 'AlbumRequest');
      expect(asked).toHaveLength(1);
      const [n] = asked;
      expect(n).toMatchObject({ phrase: 'Lake', responseEndpoint: `/api/album-invites/${req.id}`, target: { url: `/profile/${encodeURIComponent(m.name)}/media/invites`, canAccept: true } });
      expect(n!.actors.map((x) => x.name)).toEqual([a.name]);
      expect(await told(asker, 'AlbumRequest')).toEqual([]);
      expect(await told(stranger, 'AlbumRequest')).toEqual([]);
      // A refused request (asked twice, open album) tells nobody more.
      expect((await asker.post('/api/album-invites/requests', { albumId })).status).toBe(409);
      const openAlbum = (await owner.post('/api/media-albums', { name: 'Open', visibility: 'members' })).body.data.id;
      expect((await asker.post('/api/album-invites/requests', { albumId: openAlbum })).status).toBe(422);
      expect(await told(owner, 'AlbumRequest')).toHaveLength(1);

      // Only the owner answers it: a stranger (and the asker) are refused, and nothing changes.
      expect((await stranger.put(n!.responseEndpoint!, { accept: 1 })).status).toBe(404);
      expect((await stranger.delete(n!.responseEndpoint!)).status).toBe(404);
      expect((await asker.put(n!.responseEndpoint!, { accept: 1 })).status).toBe(404);
      expect(await told(owner, 'AlbumRequest')).toHaveLength(1);
      expect(await told(asker, 'AlbumAccessGranted')).toEqual([]);

      // Granted the way the notification does it (PUT { accept: 1 }): access opens, the owner's notification
      // goes and the asker is told, with a link to the album.
      const granted = await owner.put(n!.responseEndpoint!, { accept: 1 });
      expect(granted.status).toBe(200);
      expect(granted.body.data.status).toBe('accepted');
      expect(await told(owner, 'AlbumRequest')).toEqual([]);
      const news = await told(asker, 'AlbumAccessGranted');
      expect(news).toHaveLength(1);
      expect(news[0]).toMatchObject({ phrase: 'Lake', responseEndpoint: null, target: { url: `/profile/${encodeURIComponent(m.name)}/media?album=${albumId}` } });
      expect(news[0]!.actors.map((x) => x.name)).toEqual([m.name]);
      expect((await asker.get('/api/media').query({ owner: m.name, album: albumId })).status).toBe(200);
      // Granting again changes nothing and tells nobody twice.
      expect((await owner.put(n!.responseEndpoint!, { accept: 1 })).status).toBe(200);
      expect(await told(asker, 'AlbumAccessGranted')).toHaveLength(1);
      expect(await told(owner, 'AlbumAccessGranted')).toEqual([]);

      // Refused (DELETE from the notification): the notification goes and the asker hears nothing.
      const second = (await owner.post('/api/media-albums', { name: 'Loft', visibility: 'friends' })).body.data.id;
      const req2 = (await asker.post('/api/album-invites/requests', { albumId: second })).body.data;
      expect((await told(owner, 'AlbumRequest')).map((x) => x.phrase)).toEqual(['Loft']);
      expect((await owner.delete(`/api/album-invites/${req2.id}`)).status).toBe(200);
      expect(await told(owner, 'AlbumRequest')).toEqual([]);
      expect(await told(asker, 'AlbumAccessGranted')).toHaveLength(1);

      // Withdrawn by the asker: gone too.
      const req3 = (await asker.post('/api/album-invites/requests', { albumId: second })).body.data;
      expect(await told(owner, 'AlbumRequest')).toHaveLength(1);
      expect((await asker.delete(`/api/album-invites/${req3.id}`)).status).toBe(200);
      expect(await told(owner, 'AlbumRequest')).toEqual([]);

      // Inviting the asker grants the request: the request's notification goes, the asker is told (not invited).
      await asker.post('/api/album-invites/requests', { albumId: second });
      expect(await told(owner, 'AlbumRequest')).toHaveLength(1);
      const invited = await owner.post('/api/album-invites', { albumId: second, name: a.name });
      expect(invited.body.data).toMatchObject({ kind: 'request', status: 'accepted' });
      expect(await told(owner, 'AlbumRequest')).toEqual([]);
      expect((await told(asker, 'AlbumAccessGranted')).map((x) => x.phrase)).toEqual(['Loft', 'Lake']);
      expect(await told(asker, 'AlbumInvite')).toEqual([]);

      // Deleting an album takes its waiting requests' notifications with it.
      const last = (await owner.post('/api/media-albums', { name: 'Shed', visibility: 'private' })).body.data.id;
      expect((await asker.post('/api/album-invites/requests', { albumId: last })).status).toBe(201);
      expect(await told(owner, 'AlbumRequest')).toHaveLength(1);
      expect((await owner.delete(`/api/media-albums/${last}`)).status).toBe(200);
      expect(await told(owner, 'AlbumRequest')).toEqual([]);
    });

    it('albums: create, rename, duplicate names, delete keeps photos no less private', async () => {
      const { c: owner } = await member();
      const { c: other } = await member();
      const a = (await owner.post('/api/media-albums', { name: 'Secret', visibility: 'private' })).body.data;
      expect((await owner.post('/api/media-albums', { name: 'secret' })).status).toBe(422);
      expect((await owner.post('/api/media-albums', { name: '' })).body.errors[0].field).toBe('name');
      expect((await other.put(`/api/media-albums/${a.id}`, { name: 'Mine now' })).status).toBe(404);
      expect((await owner.put(`/api/media-albums/${a.id}`, { name: 'Very secret' })).body.data.name).toBe('Very secret');
      const item = (await upload(owner, photo, { visibility: 'public', album: a.id })).body.data;
      await approve(item.id);
      expect((await other.delete(`/api/media-albums/${a.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/media-albums/${a.id}`)).status).toBe(200);
      const after = (await owner.get(`/api/media/${item.id}`)).body.data;
      expect(after).toMatchObject({ albumId: null, visibility: 'private' });
      expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
      // Uploading into someone else's album is refused.
      const theirs = (await other.post('/api/media-albums', { name: 'Theirs' })).body.data.id;
      const res = await upload(owner, photo, { album: theirs });
      expect(res.status).toBe(404);
    });
  });

  describe('likes, comments, gallery, picker, settings', () => {
    it('likes and comments on a visible photo; keyset pages', async () => {
      const { c: owner, m: o } = await member();
      const { c: fan, m: f } = await member();
      const item = (await upload(owner, photo, { visibility: 'members' })).body.data;
      await approve(item.id);
      expect((await owner.put(`/api/media/${item.id}/like`)).status).toBe(403);
      expect((await fan.put(`/api/media/${item.id}/like`)).body.data).toEqual({ isLiked: true, likes: 1, likesText: '1' });
      expect((await fan.put(`/api/media/${item.id}/like`)).body.data.likes).toBe(1);
      expect((await fan.get(`/api/media/${item.id}`)).body.data.isLiked).toBe(true);
      expect((await fan.delete(`/api/media/${item.id}/like`)).body.data.likes).toBe(0);
      // The owner is told once per liker (a repeated PUT tells nothing new); likes of one photo group together.
      const { c: fan2 } = await member();
      expect((await fan2.put(`/api/media/${item.id}/like`)).status).toBe(200);
      type Told = { action: string; actorCount: number; actors: Array<{ name: string }>; target: { url: string | null } };
      const ownerTold = async () => (await owner.get('/api/notifications')).body.data.items as Told[];
      expect((await ownerTold()).filter((n) => n.action === 'MediaLike')).toEqual([expect.objectContaining({ actorCount: 2, target: expect.objectContaining({ url: `/profile/${encodeURIComponent(o.name)}/media` }) })]);
      expect(((await fan.get('/api/notifications')).body.data.items as Told[]).some((n) => n.action === 'MediaLike')).toBe(false);

      for (const body of ['one', 'two', 'three']) expect((await fan.post(`/api/media/${item.id}/comments`, { body })).status).toBe(201);
      expect((await fan.post(`/api/media/${item.id}/comments`, { body: '   ' })).body.errors[0].field).toBe('body');
      const p1 = await owner.get(`/api/media/${item.id}/comments`).query({ limit: 2 });
      expect(p1.body.data.items.map((c: { body: string }) => c.body)).toEqual(['three', 'two']);
      expect(p1.body.data.items[0]).toMatchObject({ authorName: f.name, canDelete: true });
      const p2 = await owner.get(`/api/media/${item.id}/comments`).query({ limit: 2, after: p1.body.data.next });
      expect(p2.body.data.items.map((c: { body: string }) => c.body)).toEqual(['one']);
      expect(p2.body.data.next).toBeNull();
      expect((await owner.delete(`/api/media/${item.id}/comments/${p2.body.data.items[0].id}`)).status).toBe(200);
      expect((await owner.get(`/api/media/${item.id}`)).body.data.comments).toBe(2);
      // Comments tell the owner (one grouped notification for the photo); the owner's own comment tells nobody.
      expect((await ownerTold()).filter((n) => n.action === 'Comment')).toEqual([expect.objectContaining({ actorCount: 1, actors: [expect.objectContaining({ name: f.name })] })]);
      expect((await owner.post(`/api/media/${item.id}/comments`, { body: 'thanks' })).status).toBe(201);
      expect((await ownerTold()).filter((n) => n.action === 'Comment')[0]!.actorCount).toBe(1);
      // A stranger cannot delete it; once the owner has, the notifications about it go.
      expect((await fan.delete(`/api/media/${item.id}`)).status).toBe(404);
      expect((await ownerTold()).filter((n) => n.action === 'MediaLike' || n.action === 'Comment')).toHaveLength(2);
      expect((await owner.delete(`/api/media/${item.id}`)).status).toBe(200);
      expect((await ownerTold()).filter((n) => n.action === 'MediaLike' || n.action === 'Comment')).toEqual([]);
      expect((await t.client().post(`/api/media/${item.id}/comments`, { body: 'x' })).status).toBe(401);
    });

    it('the gallery lists approved public photos, newest first, without members who opted out', async () => {
      const { c: a, m: am } = await member();
      const { c: b } = await member();
      const one = (await upload(a, photo, { visibility: 'public' })).body.data;
      const two = (await upload(b, photo, { visibility: 'public' })).body.data;
      const priv = (await upload(b, photo, { visibility: 'members' })).body.data;
      const adult = (await upload(b, photo, { visibility: 'public', adult: 'true' })).body.data;
      for (const i of [one, two, priv, adult]) await approve(i.id);
      const ids = async (c: Client, q: Record<string, string> = {}) => (await c.get('/api/media/gallery').query({ limit: '50', ...q })).body.data.items.map((i: { id: string }) => i.id);
      const seen = await ids(t.client());
      expect(seen.indexOf(two.id)).toBeLessThan(seen.indexOf(one.id));
      expect(seen).not.toContain(priv.id);
      expect(seen).not.toContain(adult.id);
      expect(await ids(b, { adult: 'true' })).toContain(adult.id);
      expect((await a.put('/api/media/settings', { galleryOptOut: true })).body.data).toEqual({ galleryOptOut: true });
      expect(await ids(t.client())).not.toContain(one.id);
      expect((await a.get('/api/media/settings')).body.data.galleryOptOut).toBe(true);
      expect((await a.put('/api/media/settings', { galleryOptOut: 'yes' })).body.errors[0].field).toBe('galleryOptOut');
      expect((await t.client().put('/api/media/settings', { galleryOptOut: true })).status).toBe(401);
      const page1 = await t.client().get('/api/media/gallery').query({ limit: '1' });
      expect(page1.body.data.items).toHaveLength(1);
      const page2 = await t.client().get('/api/media/gallery').query({ limit: '1', after: page1.body.data.next });
      expect(page2.body.data.items[0].id).not.toBe(page1.body.data.items[0].id);
      expect(am.name).toBeTruthy();
    });

    it('the picker lists my own media with its options; guests are refused', async () => {
      const { c } = await member();
      const albumId = (await c.post('/api/media-albums', { name: 'A' })).body.data.id;
      const inAlbum = (await upload(c, photo, { album: albumId })).body.data;
      const priv = (await upload(c, photo, { visibility: 'private' })).body.data;
      const adult = (await upload(c, photo, { adult: 'true' })).body.data;
      const ids = async (q: Record<string, string>) => (await c.get('/api/media/mine').query(q)).body.data.items.map((i: { id: string }) => i.id);
      expect(await ids({})).toEqual([adult.id, priv.id, inAlbum.id]);
      expect(await ids({ showPrivate: 'false' })).toEqual([adult.id, inAlbum.id]);
      expect(await ids({ showAdult: 'false' })).toEqual([priv.id, inAlbum.id]);
      expect(await ids({ includeMisc: 'false' })).toEqual([inAlbum.id]);
      expect(await ids({ type: 'video' })).toEqual([]);
      expect((await c.get('/api/media/mine').query({ type: 'gif' })).body.errors[0].field).toBe('type');
      expect((await t.client().get('/api/media/mine')).status).toBe(401);
    });

    it('the owner edits and deletes (files go too); bad input names the field', async () => {
      const { c, m } = await member();
      const item = (await upload(c, photo)).body.data;
      const res = await c.put(`/api/media/${item.id}`, { description: 'New', adult: true, visibility: 'friends' });
      expect(res.body.data).toMatchObject({ description: 'New', adult: true, visibility: 'friends' });
      expect((await c.put(`/api/media/${item.id}`, { visibility: 'world' })).body.errors[0].field).toBe('visibility');
      expect((await c.get('/api/media/not-a-uuid')).status).toBe(422);
      expect((await c.get('/api/media').query({ owner: m.name, after: 'bad cursor' })).status).toBe(422);
      expect((await c.delete(`/api/media/${item.id}`)).status).toBe(200);
      expect((await c.get(`/api/media/${item.id}`)).status).toBe(404);
      expect(await t.app.get(Storage).exists(`media/${m.id}/${item.id}/large.webp`)).toBe(false);
    });
  });

  describe('staff moderation', () => {
    it('guests 401, members 403; the queue filters by status; reject needs a reason; bulk approve; all audited', async () => {
      expect((await t.client().get('/api/staff/media')).status).toBe(401);
      const { c: plain } = await member();
      expect((await plain.get('/api/staff/media')).status).toBe(403);
      const { c: owner } = await member();
      const x = (await upload(owner, photo)).body.data;
      const y = (await upload(owner, photo)).body.data;
      const { c: mod } = await member({ role: 'moderator' });
      const queue = await mod.get('/api/staff/media').query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,199]' });
      expect(queue.status).toBe(200);
      expect(queue.headers['content-range']).toMatch(/^media 0-\d+\/\d+$/);
      expect(queue.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([x.id, y.id]));
      expectInvalid(await mod.put(`/api/staff/media/${x.id}`, { status: 'rejected' }), 'rejectReason');
      const rejected = await mod.put(`/api/staff/media/${x.id}`, { status: 'rejected', rejectReason: 'Contact details in the photo' });
      expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'Contact details in the photo' });
      const mine = (await owner.get(`/api/media/${x.id}`)).body.data;
      expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Contact details in the photo' });
      const bulk = await mod.agent
        .put('/api/staff/media')
        .query({ filter: JSON.stringify({ id: [y.id] }) })
        .set('host', mod.host)
        .set('x-xsrf-token', await mod.csrf())
        .send({ status: 'approved' });
      expect(bulk.status).toBe(200);
      expect(bulk.body).toEqual([y.id]);
      const log: Array<{ action: string }> = await t.db.query(`SELECT action FROM media_moderation_log WHERE target_id = ANY($1) ORDER BY id`, [[x.id, y.id]]);
      expect(log.map((l) => l.action)).toEqual(['media.reject', 'media.approve']);
      // A support agent reads the block list but may not change it.
      const { c: support } = await member({ role: 'support' });
      expect((await support.get('/api/staff/media-hashes')).status).toBe(200);
      expect((await support.post('/api/staff/media-hashes', { hash: '00ff00ff00ff00ff', reason: 'test' })).status).toBe(403);
      expect((await mod.post('/api/staff/media-hashes', { hash: 'xyz', reason: 'test' })).body.errors[0].field).toBe('hash');
    });

    it('variant-bound staff do not see another variant’s media', async () => {
      const owner = await t.createMember();
      const oc = t.client('shde.localhost:3000');
      expect((await oc.login(owner.name, owner.password)).status).toBe(200);
      const item = (await upload(oc, photo)).body.data;
      const { c: mod } = await member({ role: 'moderator' });
      expect((await mod.get(`/api/staff/media/${item.id}`)).status).toBe(404);
      expect((await mod.put(`/api/staff/media/${item.id}`, { status: 'approved' })).status).toBe(404);
    });

    it('the console’s brand filter narrows the queue and never widens a variant-bound scope', async () => {
      const owner = await t.createMember();
      const oc = t.client('shde.localhost:3000');
      expect((await oc.login(owner.name, owner.password)).status).toBe(200);
      const de = (await upload(oc, photo)).body.data;
      const { c: uk } = await member();
      const gb = (await upload(uk, photo)).body.data;
      const list = async (c: Client, variant: string) =>
        (await c.get('/api/staff/media').query({ filter: JSON.stringify({ status: 'pending', variant }), range: '[0,199]' })).body.map((r: { id: string }) => r.id);
      const gl = t.client();
      const g = await t.createMember({ role: 'global' });
      expect((await gl.login(g.name, g.password)).status).toBe(200);
      const shde = await list(gl, 'shde');
      expect(shde).toContain(de.id);
      expect(shde).not.toContain(gb.id);
      // A shuk moderator asking for shde gets nothing, not shde's queue.
      const { c: mod } = await member({ role: 'moderator' });
      expect(await list(mod, 'shde')).toEqual([]);
      expect(await list(mod, 'shuk')).toContain(gb.id);
      const bad = await mod.get('/api/staff/media').query({ filter: JSON.stringify({ variant: 'NOT A CODE' }) });
      expect(bad.status).toBe(422);
    });
  });
});
