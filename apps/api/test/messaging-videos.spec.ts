import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { MediaRepository } from '../src/modules/media/media.repository.js';
import { MediaService } from '../src/modules/media/media.service.js';
import { approveMedia, settledMedia, startTestApp, uploadPhoto, type Client, type TestApp } from './harness.js';

/**
 * Videos in messages (issue 5): a member sends one of their own videos once it is approved and processed; the
 * conversation sees it (poster and MP4 through the media module's URLs, signed when private) until its owner
 * deletes it or staff take it down. Needs ffmpeg and ffprobe to make and process the clip (as media-videos.spec).
 */
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0;
if (!hasFfmpeg) console.warn('messaging-videos.spec: ffmpeg/ffprobe are NOT installed — the video message tests are SKIPPED (apt-get install ffmpeg)');
const d = hasFfmpeg ? describe : describe.skip;

d('videos in messages', () => {
  let t: TestApp;
  let clip: Buffer;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'messaging-videos-spec-'));
  beforeAll(async () => {
    t = await startTestApp();
    const out = path.join(tmp, 'clip.mp4');
    const r = spawnSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      out,
    ]);
    if (r.status !== 0) throw new Error(`ffmpeg could not make the clip: ${r.stderr.toString()}`);
    clip = readFileSync(out);
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  async function member() {
    const { m, c } = await t.signedInMember({ tier: 'gold' });
    // Older than 30 days, so the default new-account filter leaves their conversations in the inbox.
    await t.db.query(`UPDATE members SET created_at = now() - interval '90 days' WHERE id = $1`, [m.id]);
    return { ...m, c };
  }
  async function uploadVideo(c: Client, visibility: 'private' | 'public' = 'private'): Promise<string> {
    const res = await c.agent.post('/api/media').query({ visibility }).set('host', c.host).set('x-xsrf-token', await c.csrf()).attach('file', clip, 'clip.mp4');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ kind: 'video' });
    return res.body.data.id as string;
  }
  /** Waits for the in-process worker to make the poster and MP4 sizes. */
  async function processed(c: Client, id: string) {
    expect((await settledMedia(c, id)).processing).toBe('ready');
  }
  async function conversationOf(a: { c: Client }, b: { id: string }) {
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'hello' });
    expect(res.status).toBe(201);
    return res.body.data.conversation.id as string;
  }
  const refusedOnMedia = (res: { status: number; body: { code: string; errors: Array<{ field: string; message: string }> } }, message: RegExp) => {
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('MESSAGING_MEDIA_NOT_SENDABLE');
    expect(res.body.errors[0]).toMatchObject({ field: 'media', message: expect.stringMatching(message) });
  };

  it('refuses my video until it is processed and approved (422 on media), then sends it; the recipient plays it through signed URLs', async () => {
    const a = await member();
    const b = await member();
    const conversationId = await conversationOf(a, b);
    const url = `/api/conversations/${conversationId}/messages`;
    const video = await uploadVideo(a.c, 'private');

    // Still processing, or processed but not yet approved: not sendable either way.
    refusedOnMedia(await a.c.post(url, { clientId: randomUUID(), message: '', media: video }), /can be sent once it is (processed and )?approved/);
    await processed(a.c, video);
    refusedOnMedia(await a.c.post(url, { clientId: randomUUID(), message: 'look', media: video }), /can be sent once it is approved/);
    await approveMedia(t, video);

    const sent = await a.c.post(url, { clientId: randomUUID(), message: '', media: video });
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toMatchObject({ body: '', kind: 'video', hasMedia: true, media: { id: video, kind: 'video', width: 320, height: 240 } });
    expect(sent.body.data.conversation.lastMessage).toMatchObject({ message: '', kind: 'video', albumName: null });

    const thread = await b.c.get(url);
    const last = thread.body.data.items.at(-1);
    expect(last).toMatchObject({ kind: 'video', hasMedia: true, media: { id: video, kind: 'video' } });
    expect(last.media.duration).toBeCloseTo(1, 0);
    expect(Object.keys(last.media.video).sort()).toEqual(['video-480', 'video-low', 'video-small']);
    // Private: the poster and the MP4 are signed URLs the recipient can fetch…
    expect(last.media.video['video-480']).toMatch(/sig=/);
    const mp4 = await b.c.get(last.media.video['video-480']);
    expect(mp4.status).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const poster = await b.c.get(last.media.sizes.medium);
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    // …while the item itself stays private to anyone asking the media API.
    expect((await b.c.get(`/api/media/${video}`)).status).toBe(404);
    const listed = ((await b.c.get('/api/conversations')).body.data.items as Array<{ id: string; lastMessage: object }>).find((x) => x.id === conversationId);
    expect(listed!.lastMessage).toMatchObject({ message: '', kind: 'video' });

    // Staff take it down: it leaves the message (which stays, marked as having had a video).
    const mod = await t.createMember({ role: 'moderator' });
    const staff = t.client();
    await staff.login(mod.name, mod.password);
    expect((await staff.put(`/api/staff/media/${video}`, { status: 'rejected', rejectReason: 'Not allowed here' })).status).toBe(200);
    expect((await b.c.get(url)).body.data.items.at(-1)).toMatchObject({ kind: 'video', hasMedia: true, media: null });
    expect((await a.c.get(url)).body.data.items.at(-1)).toMatchObject({ kind: 'video', media: null });
  });

  it('refuses someone else’s video (even a public, approved one) and a missing id, 422 on media; another member cannot post into the conversation', async () => {
    const a = await member();
    const b = await member();
    const conversationId = await conversationOf(a, b);
    const url = `/api/conversations/${conversationId}/messages`;
    const theirs = await uploadVideo(b.c, 'public');
    await processed(b.c, theirs);
    await approveMedia(t, theirs);
    refusedOnMedia(await a.c.post(url, { clientId: randomUUID(), message: 'yours', media: theirs }), /No such photo or video of yours/);
    refusedOnMedia(await a.c.post(url, { clientId: randomUUID(), message: 'none', media: randomUUID() }), /No such photo or video of yours/);
    // Starting a conversation checks the video the same way.
    const c = await member();
    refusedOnMedia(await a.c.post('/api/conversations', { recipientIds: [c.id], clientId: randomUUID(), message: '', media: theirs }), /No such photo or video of yours/);
    // The owner may send it; a stranger cannot send into the conversation at all.
    expect((await b.c.post(url, { clientId: randomUUID(), message: '', media: theirs })).status).toBe(201);
    const x = await member();
    expect((await x.c.post(url, { clientId: randomUUID(), message: '', media: theirs })).status).toBe(404);
    expect((await t.client().post(url, { clientId: randomUUID(), message: '', media: theirs })).status).toBe(401);
  });

  it('lets the video leave the message when its owner deletes it, next to a photo that stays (one page, both kinds, looked up in one batch)', async () => {
    const a = await member();
    const b = await member();
    const conversationId = await conversationOf(a, b);
    const url = `/api/conversations/${conversationId}/messages`;
    const video = await uploadVideo(a.c, 'public');
    const photo = await uploadPhoto(a.c, 'private');
    await processed(a.c, video);
    await approveMedia(t, video);
    await approveMedia(t, photo);
    expect((await a.c.post(url, { clientId: randomUUID(), message: 'clip', media: video })).status).toBe(201);
    expect((await a.c.post(url, { clientId: randomUUID(), message: 'still', media: photo })).status).toBe(201);
    const single = [jest.spyOn(t.app.get(MediaService), 'get'), jest.spyOn(t.app.get(MediaRepository), 'item')];
    const before = (await b.c.get(url)).body.data.items.slice(-2);
    // The page's photos and videos come in one batch read: no lookup per item.
    expect(single.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    for (const spy of single) spy.mockRestore();
    expect(before.map((m: { kind: string; media: { kind: string } | null }) => [m.kind, m.media?.kind])).toEqual([
      ['video', 'video'],
      ['photo', 'image'],
    ]);
    // A public approved video: its URLs need no signature.
    expect(before[0].media.video['video-480']).not.toMatch(/sig=/);
    expect((await a.c.delete(`/api/media/${video}`)).status).toBeLessThan(300);
    const after = (await b.c.get(url)).body.data.items.slice(-2);
    expect(after[0]).toMatchObject({ body: 'clip', kind: 'video', hasMedia: true, media: null });
    expect(after[1]).toMatchObject({ body: 'still', kind: 'photo', media: { id: photo } });
  });
});
