import { appForTests, unique } from './harness.js';
import { signedInWho, type Who } from './support/members.js';

/**
 * Issue 20, clubs: adding and editing (the owner alone), reviews (one per member, editable, not on one's own
 * club; the average and count on the club), the owner's single answer, reporting a review to the staff
 * queue, and the club's wall (the community wall groups use).
 */
describe('clubs', () => {
  const t = appForTests();
  const member = (): Promise<Who> => signedInWho(t, { name: unique('cm') });
  const form = (o: Record<string, unknown> = {}) => ({
    name: `Club ${unique('c')}`,
    description: 'A venue',
    address: '1 High Street',
    openingHours: 'Fri–Sat 21:00–04:00',
    facilities: ['bar', 'dancefloor'],
    links: ['https://example.org/club'],
    ...o,
  });
  async function club(owner: Who, o: Record<string, unknown> = {}): Promise<string> {
    const res = await owner.c.post('/api/clubs', form(o));
    expect(res.status).toBe(201);
    return res.body.data.slug as string;
  }

  it('adds a club, shows it to guests, and refuses guests, bad input and another member’s edit', async () => {
    const owner = await member();
    const other = await member();
    const slug = await club(owner);
    const guest = t.client();
    const page = await guest.get(`/api/clubs/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ facilities: ['bar', 'dancefloor'], rating: null, reviewsCount: 0, viewer: { canEdit: false, canReview: false } });
    expect((await guest.get('/api/clubs?sort=newest')).body.data.items.map((c: { slug: string }) => c.slug)).toContain(slug);
    expect((await guest.post('/api/clubs', form())).status).toBe(401);
    for (const [body, field] of [
      [form({ name: 'x' }), 'name'],
      [form({ facilities: ['helipad'] }), 'facilities'],
      [form({ links: ['javascript:alert(1)'] }), 'links'],
    ] as const) {
      const res = await owner.c.post('/api/clubs', body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toContain(field);
    }
    expect((await other.c.put(`/api/clubs/${slug}`, form({ name: 'Taken over' }))).status).toBe(403);
    expect((await other.c.delete(`/api/clubs/${slug}`)).status).toBe(403);
    const edited = await owner.c.put(`/api/clubs/${slug}`, form({ name: 'The Velvet Room' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'The Velvet Room', slug, viewer: { canEdit: true } });
    expect((await guest.get('/api/clubs/no-such-club')).status).toBe(404);
  });

  it('takes one review per member (a second write edits it), keeps the average right and refuses the owner', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const slug = await club(owner);
    expect((await owner.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 5, body: 'Mine is the best' })).status).toBe(403);
    const bad = await a.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 6, body: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('rating');
    expect((await t.client().put(`/api/clubs/${slug}/reviews/mine`, { rating: 4, body: 'x' })).status).toBe(401);
    await Promise.all([a.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 4, body: 'Good music' }), a.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 4, body: 'Good music' })]);
    await b.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 2, body: 'Too crowded' });
    let detail = (await t.client().get(`/api/clubs/${slug}`)).body.data;
    expect(detail).toMatchObject({ rating: 3, reviewsCount: 2 });
    const edit = await a.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 5, body: 'Even better the second time' });
    expect(edit.body.data).toMatchObject({ rating: 5, mine: true });
    detail = (await t.client().get(`/api/clubs/${slug}`)).body.data;
    expect(detail).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM club_reviews r JOIN clubs c ON c.id = r.club_id WHERE c.slug = $1`, [slug]);
    expect(rows[0].n).toBe(2);
    expect((await b.c.delete(`/api/clubs/${slug}/reviews/mine`)).status).toBe(204);
    expect((await t.client().get(`/api/clubs/${slug}`)).body.data).toMatchObject({ rating: 5, reviewsCount: 1 });
    expect((await b.c.delete(`/api/clubs/${slug}/reviews/mine`)).status).toBe(404);
  });

  it('lets the owner answer a review once, nobody else; a review can be reported to staff', async () => {
    const owner = await member();
    const a = await member();
    const slug = await club(owner);
    const review = (await a.c.put(`/api/clubs/${slug}/reviews/mine`, { rating: 3, body: 'Fine' })).body.data;
    expect((await a.c.put(`/api/clubs/${slug}/reviews/${review.id}/answer`, { answer: 'Thanks me' })).status).toBe(403);
    expect((await owner.c.put(`/api/clubs/${slug}/reviews/${review.id}/answer`, { answer: '' })).status).toBe(422);
    const ok = await owner.c.put(`/api/clubs/${slug}/reviews/${review.id}/answer`, { answer: 'Thank you, come again!' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ answer: 'Thank you, come again!', canAnswer: false });
    expect((await owner.c.put(`/api/clubs/${slug}/reviews/${review.id}/answer`, { answer: 'Again' })).status).toBe(409);
    const list = (await t.client().get(`/api/clubs/${slug}/reviews`)).body.data;
    expect(list).toMatchObject({ rating: 3, reviewsCount: 1 });
    expect(list.items[0]).toMatchObject({ id: review.id, answer: 'Thank you, come again!' });

    const report = await owner.c.post('/api/reports', { subjectType: 'club-review', subjectId: review.id, reason: 'spam' });
    expect(report.status).toBe(201);
    const rows = await t.db.query(`SELECT subject_type FROM reports WHERE subject_id = $1`, [review.id]);
    expect(rows).toEqual([{ subject_type: 'club-review' }]);
    const none = await owner.c.post('/api/reports', { subjectType: 'club-review', subjectId: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(none.status).toBe(404);
  });

  it('runs the club wall: any member posts, the owner removes, guests are refused', async () => {
    const owner = await member();
    const a = await member();
    const slug = await club(owner);
    const post = await a.c.post(`/api/clubs/${slug}/wall`, { body: 'See you Saturday' });
    expect(post.status).toBe(201);
    expect(post.body.data.place).toEqual({ kind: 'club', slug, name: expect.any(String) });
    expect((await t.client().get(`/api/clubs/${slug}/wall`)).status).toBe(401);
    expect((await owner.c.get(`/api/clubs/${slug}/wall`)).body.data.items[0]).toMatchObject({ id: post.body.data.id, canRemove: true });
    expect((await owner.c.delete(`/api/community-walls/${post.body.data.id}`)).status).toBe(204);
  });
});
