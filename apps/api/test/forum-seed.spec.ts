import { seedDemo } from '../src/seed/seed.js';
import { appForTests } from './harness.js';

/** The forum's demo data (issue 19): categories in every variant's language and living conversations. */
describe('forum: demo seed', () => {
  const t = appForTests();
  beforeAll(async () => {
    await seedDemo(t.db, { ifEmpty: false });
  });

  it('gives every variant its categories in its language, once', async () => {
    const perVariant: Array<{ variant: string; n: number }> = await t.db.query(`SELECT variant, count(*)::int AS n FROM forum_categories GROUP BY variant`);
    expect(perVariant).toHaveLength(21);
    expect(perVariant.every((v) => v.n === 5)).toBe(true);
    await seedDemo(t.db, { ifEmpty: false });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM forum_categories`))[0].n).toBe(105);
    const en = (await t.client().get('/api/forum/categories')).body.data.items as Array<{ slug: string; name: string; posting: string; questions: boolean }>;
    expect(en.map((c) => c.slug)).toEqual(['introductions', 'general', 'questions', 'meet-ups', 'announcements']);
    expect(en.find((c) => c.slug === 'questions')!.questions).toBe(true);
    expect(en.find((c) => c.slug === 'announcements')!.posting).toBe('staff');
    const de = (await t.client('shde.localhost:3000').get('/api/forum/categories')).body.data.items as Array<{ name: string }>;
    expect(de[0]!.name).toBe('Vorstellungen');
    const fr = (await t.client('pefr.localhost:3000').get('/api/forum/categories')).body.data.items as Array<{ name: string }>;
    expect(fr[0]!.name).toBe('Présentations');
  });

  it('opens with conversations between the demo members, with counts, latest posts and an accepted answer', async () => {
    const guest = t.client();
    const cats = (await guest.get('/api/forum/categories')).body.data.items as Array<{ slug: string; topicCount: number; postCount: number; latest: { author: { name: string } } | null }>;
    const intro = cats.find((c) => c.slug === 'introductions')!;
    expect(intro).toMatchObject({ topicCount: 1, postCount: 4, latest: { author: { name: 'free_uk' } } });
    const questions = (await guest.get('/api/forum/categories/questions/topics')).body.data.items as Array<{ slug: string; hasAcceptedAnswer: boolean }>;
    expect(questions[0]!.hasAcceptedAnswer).toBe(true);
    const topic = (await guest.get(`/api/forum/categories/questions/topics/${questions[0]!.slug}`)).body.data;
    expect(topic.acceptedAnswer.author.name).toBe('gold_uk');
    const found = (await guest.get('/api/forum/search?q=privacy')).body.data.items as Array<{ topicSlug: string }>;
    expect(found.map((h) => h.topicSlug)).toContain(questions[0]!.slug);
    const german = (await t.client('shde.localhost:3000').get('/api/forum/search?q=Benachrichtigung')).body.data.items;
    expect(german.length).toBeGreaterThan(0);
  });
});
