import { Storage } from '../src/infra/storage/storage.js';
import { appForTests, approveMedia, uploadPhoto, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';
import { expectCoverFiles } from './support/covers.js';

/** The cover editor's templates (system and saved) on a real PostgreSQL. */
describe('stories API: cover editor templates', () => {
  const t = appForTests({}, 120_000);

  const member = (seed: { tier?: 'free' | 'silver' | 'gold'; role?: 'member' | 'moderator'; confirmed?: boolean } = {}) => t.signedInMember(seed);

  const style = (s: Record<string, unknown>) => ({ top: 0, left: 0, width: 400, height: 600, background: null, zIndex: 0, horizontalPosition: 'center', verticalPosition: 'middle', ...s });
  const design = (layers?: unknown[]) => ({
    canvas: { width: 400, height: 600, margin: 50, scale: 1 },
    layers: layers ?? [
      { id: 'background', type: 'background', style: style({ background: '#223344' }), image: null },
      { id: 'title', type: 'text', style: style({ top: 100, left: 30, width: 340, height: 90, zIndex: 2 }), text: { content: '{title}', font: 'serif', size: 36, colour: '#ffffff', bold: true } },
    ],
  });

  it('lists the system templates for everyone, guests included', async () => {
    const res = await t.client().get('/api/media-editor-system-templates');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining(['classic', 'minimal']));
    expect(res.body.data[0]).toMatchObject({ system: true, design: { canvas: { width: 400, height: 600 } } });
  });

  it('lets an upgraded member save, read, change and delete their own templates; clamps layers on save', async () => {
    expect((await t.client().get('/api/media-editor-templates')).status).toBe(401);
    expect((await t.client().post('/api/media-editor-templates', { name: 'x', design: design() })).status).toBe(401);
    const { c } = await member({ tier: 'silver' });
    expect((await c.get('/api/media-editor-templates')).body.data).toEqual({ items: [], canSaveTemplates: true });

    // The background dragged off the canvas and a title pushed past its edge come back.
    const made = await c.post('/api/media-editor-templates', {
      name: '  Night  ',
      design: design([
        { id: 'background', type: 'background', style: style({ left: 60, top: -20, background: '#223344' }), image: null },
        { id: 'title', type: 'text', style: style({ top: 580, left: 380, width: 340, height: 90, zIndex: 2 }), text: { content: '{title}', font: 'serif', size: 36, colour: '#ffffff', bold: true } },
      ]),
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Night', system: false });
    const [bg, title] = made.body.data.design.layers;
    expect(bg.style).toMatchObject({ left: 0, top: 0, width: 400, height: 600 });
    expect(title.style).toMatchObject({ left: 60, top: 510 });
    const id = made.body.data.id as string;

    expect((await c.get(`/api/media-editor-templates/${id}`)).body.data.name).toBe('Night');
    const changed = await c.put(`/api/media-editor-templates/${id}`, { name: 'Night tram', design: design() });
    expect(changed.status).toBe(200);
    expect(changed.body.data.name).toBe('Night tram');
    expect((await c.get('/api/media-editor-templates')).body.data.items.map((x: { id: string }) => x.id)).toEqual([id]);

    // Another member (even an upgraded one) finds nothing there.
    const { c: other } = await member({ tier: 'gold' });
    expect((await other.get(`/api/media-editor-templates/${id}`)).status).toBe(404);
    expect((await other.put(`/api/media-editor-templates/${id}`, { name: 'Mine now', design: design() })).status).toBe(404);
    expect((await other.delete(`/api/media-editor-templates/${id}`)).status).toBe(404);
    expect((await c.get(`/api/media-editor-templates/${id}`)).body.data.name).toBe('Night tram');

    expect((await c.delete(`/api/media-editor-templates/${id}`)).status).toBe(204);
    expect((await c.get(`/api/media-editor-templates/${id}`)).status).toBe(404);
    expect((await c.get('/api/media-editor-templates/not-an-id')).status).toBe(422);
  });

  it('refuses free members (403 with the upgrade reason) but lets staff save', async () => {
    const { c } = await member();
    expect((await c.get('/api/media-editor-templates')).body.data).toEqual({ items: [], canSaveTemplates: false });
    const res = await c.post('/api/media-editor-templates', { name: 'Mine', design: design() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('upgrade:cover-templates');
    const { c: staff } = await member({ role: 'moderator' });
    expect((await staff.post('/api/media-editor-templates', { name: 'House style', design: design() })).status).toBe(201);
  });

  it('keeps at most 50 templates per member', async () => {
    const { c } = await member({ tier: 'gold' });
    for (let i = 0; i < 50; i++) expect((await c.post('/api/media-editor-templates', { name: `T${i}`, design: design() })).status).toBe(201);
    const over = await c.post('/api/media-editor-templates', { name: 'One more', design: design() });
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('at most 50');
    expect((await c.get('/api/media-editor-templates')).body.data.items).toHaveLength(50);
  });

  it.each<[string, unknown, string]>([
    ['no name', { name: ' ', design: design() }, 'name'],
    ['a zoom over 2', { name: 'x', design: { ...design(), canvas: { width: 400, height: 600, margin: 50, scale: 3 } } }, 'design.canvas.scale'],
    ['an unknown layer type', { name: 'x', design: design([{ id: 'a', type: 'video', style: style({}) }]) }, 'design.layers.0.type'],
    ['a colour that is not #rrggbb', { name: 'x', design: design([{ id: 'a', type: 'shape', shape: 'rectangle', style: style({ background: 'red' }) }]) }, 'design.layers.0.style.background'],
    ['an image from another site', { name: 'x', design: design([{ id: 'a', type: 'background', style: style({}), image: { url: 'https://evil.example/x.png', width: 10, height: 10 } }]) }, 'design.layers.0.image.url'],
    ['two backgrounds', { name: 'x', design: design([{ id: 'a', type: 'background', style: style({}) }, { id: 'b', type: 'background', style: style({}) }]) }, 'design.layers'],
    ['no layers', { name: 'x', design: design([]) }, 'design.layers'],
  ])('answers 422 naming the field: %s', async (_label, body, field) => {
    const { c } = await member({ tier: 'silver' });
    const res = await c.post('/api/media-editor-templates', body as object);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  describe('cover from one of my photos (the media picker)', () => {
    const story = async (c: Client, publish = true) => (await writeStory(c, { chapters: [{ title: 'Part 1', body: `<p>${filler(30)}</p>` }], publish })).id;

    it('makes the cover from my approved photo in the same three 2:3 sizes as an upload, replacing the old one', async () => {
      const { c } = await member();
      const id = await story(c);
      const photo = await uploadPhoto(c, 'private');
      await approveMedia(t, photo);
      expect((await t.client().put(`/api/stories/${id}/cover`, { mediaId: photo })).status).toBe(401);
      const res = await c.put(`/api/stories/${id}/cover`, { mediaId: photo });
      expect(res.status).toBe(200);
      const cover = res.body.data as { small: string; medium: string; large: string };
      await expectCoverFiles(t.client(), cover);
      expect((await t.client().get(`/api/stories/${id}`)).body.data.cover).toEqual(cover);
      // The photo itself stays where it was; a second photo replaces the cover and deletes the old files.
      const before = (await t.db.query(`SELECT cover_prefix FROM stories WHERE id = $1`, [id]))[0].cover_prefix as string;
      expect(before).toMatch(new RegExp(`^covers/stories/${id}/`));
      const second = await uploadPhoto(c, 'public');
      await approveMedia(t, second);
      const again = await c.put(`/api/stories/${id}/cover`, { mediaId: second });
      expect(again.status).toBe(200);
      expect(again.body.data.small).not.toBe(cover.small);
      expect(await t.app.get(Storage).exists(`${before}/small.webp`)).toBe(false);
      expect((await c.get(`/api/media/${photo}`)).status).toBe(200);
    });

    it('refuses someone else’s photo, a pending photo, a junk id and a missing mediaId with 422 naming mediaId', async () => {
      const { c } = await member();
      const { c: other } = await member();
      const id = await story(c);
      const theirs = await uploadPhoto(other, 'public');
      await approveMedia(t, theirs);
      const pending = await uploadPhoto(c, 'public');
      for (const body of [{ mediaId: theirs }, { mediaId: pending }, { mediaId: 'nope' }, {}, { mediaId: 42 }]) {
        const res = await c.put(`/api/stories/${id}/cover`, body);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'mediaId' })]);
      }
      expect((await t.client().get(`/api/stories/${id}`)).body.data.cover).toBeNull();
    });

    it('refuses another member’s story as the upload path does: 403 on a published one, 404 on a draft', async () => {
      const { c: writer } = await member();
      const { c: me } = await member();
      const published = await story(writer);
      const draft = await story(writer, false);
      const mine = await uploadPhoto(me, 'public');
      await approveMedia(t, mine);
      expect((await me.put(`/api/stories/${published}/cover`, { mediaId: mine })).status).toBe(403);
      expect((await me.put(`/api/stories/${draft}/cover`, { mediaId: mine })).status).toBe(404);
      expect((await t.client().get(`/api/stories/${published}`)).body.data.cover).toBeNull();
    });
  });
});
