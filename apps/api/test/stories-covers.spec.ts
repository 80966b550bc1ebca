import { startTestApp, type TestApp } from './harness.js';

/** The cover editor's templates (system and saved) on a real PostgreSQL. */
describe('stories API: cover editor templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  async function member(opts: { tier?: 'free' | 'silver' | 'gold'; role?: 'member' | 'moderator'; confirmed?: boolean } = {}) {
    const m = await t.createMember({ tier: opts.tier, role: opts.role, confirmed: opts.confirmed });
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return { m, c };
  }

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
});
