import { seedDemo } from '../src/seed/seed.js';
import { appForTests } from './harness.js';

/** Groups' and clubs' demo data (issue 20): in the variant's language, with members, a post and a review; once. */
describe('groups: demo seed', () => {
  const t = appForTests();
  beforeAll(async () => {
    await seedDemo(t.db, { ifEmpty: false });
  });

  it('gives the variants with demo members their groups and a club in their language, once', async () => {
    const en = (await t.client().get('/api/groups?sort=newest')).body.data.items as Array<{ slug: string; name: string; membersCount: number; postsCount: number; visibility: string }>;
    expect(en.map((g) => g.slug).sort()).toEqual(['night-owls', 'weekend-getaways']);
    expect(en.every((g) => g.membersCount === 2 && g.postsCount === 1)).toBe(true);
    const de = (await t.client('shde.localhost:3000').get('/api/groups')).body.data.items as Array<{ name: string }>;
    expect(de.map((g) => g.name).sort()).toEqual(['Nachteulen', 'Wochenendausflüge']);
    const club = (await t.client().get('/api/clubs/the-velvet-room')).body.data;
    expect(club).toMatchObject({ name: 'The Velvet Room', rating: 5, reviewsCount: 1 });
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM groups`))[0].n;
    await seedDemo(t.db, { ifEmpty: false });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM groups`))[0].n).toBe(before);
  });
});
