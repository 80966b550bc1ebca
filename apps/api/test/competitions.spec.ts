import { CompetitionsService } from '../src/modules/community/competitions/competitions.service.js';
import { appForTests, approveMedia, expectInvalid, unique, uploadPhoto, type Client, type TestApp } from './harness.js';

/**
 * Issue 22, competitions: staff create and edit (audited), the states and the SPEC 7 lists (`unannounced` for
 * staff only), entries (one each, own items only, withdrawn before voting), one vote per member under concurrent
 * votes, not for one's own entry, verified-only voting, and the results job paying each prize exactly once.
 */
describe('competitions', () => {
  const t = appForTests();

  type Who = { id: string; name: string; c: Client };
  async function member(opts: Parameters<TestApp['createMember']>[0] = {}): Promise<Who> {
    const { m, c } = await t.signedInMember({ name: unique('cm'), ...opts });
    return { id: m.id, name: m.name, c };
  }

  const H = 3_600_000;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  /** Windows relative to now: `phase` decides which one is open. */
  const windows = (phase: 'announced' | 'entries' | 'voting' | 'finished') => {
    const shift = { announced: 2 * H, entries: -H, voting: -5 * H, finished: -10 * H }[phase];
    return { entriesOpenAt: at(shift), entriesCloseAt: at(shift + 3 * H), votingOpenAt: at(shift + 3 * H), votingCloseAt: at(shift + 6 * H) };
  };
  const input = (o: Record<string, unknown> = {}) => ({
    title: `Summer photo contest ${unique('t')}`,
    rules: 'One photo per member, your own work, taken this summer. Public photos only.',
    entryType: 'photo',
    ...windows('entries'),
    announced: true,
    prizeCoins: [500, 200],
    prizeBadge: 'Summer winner',
    ...o,
  });

  async function create(staff: Who, o: Record<string, unknown> = {}) {
    const res = await staff.c.post('/api/competitions', input(o));
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; state: string };
  }

  /** Moves a competition's windows (tests step through the phases without waiting). */
  const phase = (id: string, p: 'entries' | 'voting' | 'finished') => {
    const w = windows(p);
    return t.db.query(`UPDATE competitions SET entries_open_at = $2, entries_close_at = $3, voting_open_at = $4, voting_close_at = $5 WHERE id = $1`, [id, w.entriesOpenAt, w.entriesCloseAt, w.votingOpenAt, w.votingCloseAt]);
  };

  async function publicPhoto(w: Who): Promise<string> {
    const id = await uploadPhoto(w.c, 'public');
    await approveMedia(t, id);
    return id;
  }

  it('lets only the variant’s staff create and edit, audited; refuses bad input naming the field', async () => {
    const staff = await member({ role: 'moderator' });
    const a = await member();
    const elsewhere = await member({ role: 'moderator', homeVariant: 'shde' });
    const guest = t.client();
    expect((await guest.post('/api/competitions', input())).status).toBe(401);
    expect((await a.c.post('/api/competitions', input())).status).toBe(403);
    expect((await elsewhere.c.post('/api/competitions', input())).status).toBe(403);
    expectInvalid(await staff.c.post('/api/competitions', input({ title: 'x' })), 'title');
    expectInvalid(await staff.c.post('/api/competitions', input({ entryType: 'poem' })), 'entryType');
    expectInvalid(await staff.c.post('/api/competitions', input({ votingCloseAt: at(-100 * H) })), 'votingCloseAt');
    expectInvalid(await staff.c.post('/api/competitions', input({ prizeCoins: [-5] })), 'prizeCoins.0');
    const c = await create(staff);
    expect(c.state).toBe('active');
    const edited = await staff.c.put(`/api/competitions/${c.id}`, input({ title: 'Autumn photo contest', rules: 'Changed rules: one autumn photo per member, your own.' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Autumn photo contest', slug: expect.stringMatching(/^autumn-photo-contest/) });
    expect((await a.c.put(`/api/competitions/${c.id}`, input())).status).toBe(403);
    expect((await elsewhere.c.put(`/api/competitions/${c.id}`, input())).status).toBe(403);
    const audit = await t.db.query(`SELECT action FROM staff_audit_log WHERE target_type = 'competition' AND target_id = $1 ORDER BY id`, [c.id]);
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['competition.create', 'competition.edit']);
  });

  it('answers the lists by state; unannounced ones only to staff', async () => {
    const staff = await member({ role: 'moderator' });
    const a = await member();
    const hidden = await create(staff, { announced: false });
    const soon = await create(staff, windows('announced'));
    const open = await create(staff);
    const guest = t.client();
    const ids = async (c: Client, path: string) => ((await c.get(path)).body.data.items as Array<{ id: string }>).map((x) => x.id);
    expect(await ids(guest, '/api/competitions/announced')).toContain(soon.id);
    expect(await ids(guest, '/api/competitions/announced')).not.toContain(open.id);
    expect(await ids(guest, '/api/competitions/active')).toContain(open.id);
    expect(await ids(guest, '/api/competitions/active')).not.toContain(soon.id);
    expect(await ids(guest, '/api/competitions')).not.toContain(hidden.id);
    expect((await guest.get('/api/competitions/unannounced')).status).toBe(401);
    expect((await a.c.get('/api/competitions/unannounced')).status).toBe(403);
    expect(await ids(staff.c, '/api/competitions/unannounced')).toContain(hidden.id);
    expect((await a.c.get(`/api/competitions/${hidden.slug}`)).status).toBe(404);
    expect((await staff.c.get(`/api/competitions/${hidden.slug}`)).body.data.state).toBe('unannounced');
  });

  it('takes one entry per member of their own public photo, withdrawn before voting only', async () => {
    const staff = await member({ role: 'moderator' });
    const a = await member();
    const b = await member();
    const c = await create(staff);
    const mine = await publicPhoto(a);
    const theirs = await publicPhoto(b);
    expect((await t.client().post(`/api/competitions/${c.id}/entries`, { subjectId: mine })).status).toBe(401);
    expect((await a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: theirs })).status).toBe(422);
    expectInvalid(await a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: 'nope' }), 'subjectId');
    const [e1, e2] = await Promise.all([a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: mine }), a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: mine })]);
    expect([e1.status, e2.status].sort()).toEqual([201, 409]);
    const entry = (e1.status === 201 ? e1 : e2).body.data as { id: string };
    expect((await b.c.delete(`/api/competitions/entries/${entry.id}`)).status).toBe(403);
    expect((await a.c.delete(`/api/competitions/entries/${entry.id}`)).status).toBe(204);
    const again = await a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: mine });
    expect(again.status).toBe(201);
    await phase(c.id, 'voting');
    expect((await a.c.delete(`/api/competitions/entries/${again.body.data.id}`)).status).toBe(409);
    expect((await b.c.post(`/api/competitions/${c.id}/entries`, { subjectId: theirs })).status).toBe(409);
  });

  it('counts one vote per member under concurrent votes, never for one’s own entry; verified-only when set', async () => {
    const staff = await member({ role: 'moderator' });
    const a = await member();
    const b = await member();
    const voter = await member();
    const c = await create(staff);
    const ea = (await a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: await publicPhoto(a) })).body.data.id as string;
    const eb = (await b.c.post(`/api/competitions/${c.id}/entries`, { subjectId: await publicPhoto(b) })).body.data.id as string;
    expect((await voter.c.put(`/api/competitions/${c.id}/vote`, { entryId: ea })).status).toBe(409);
    await phase(c.id, 'voting');
    expect((await t.client().put(`/api/competitions/${c.id}/vote`, { entryId: ea })).status).toBe(401);
    expectInvalid(await a.c.put(`/api/competitions/${c.id}/vote`, { entryId: ea }), 'entryId');
    expectInvalid(await voter.c.put(`/api/competitions/${c.id}/vote`, { entryId: 'x' }), 'entryId');
    const votes = await Promise.all([ea, eb, ea, eb, ea].map((entryId) => voter.c.put(`/api/competitions/${c.id}/vote`, { entryId })));
    expect(votes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(votes.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM competition_votes WHERE competition_id = $1`, [c.id]))[0].n).toBe(1);
    const page = (await voter.c.get(`/api/competitions/${c.slug}`)).body.data;
    expect(page.viewer).toMatchObject({ canVote: false, voteRefusal: 'voted' });
    expect(page.entries.every((e: { votes: number | null }) => e.votes === null)).toBe(true);

    const strict = await create(staff, { verifiedVotersOnly: true });
    const sa = (await a.c.post(`/api/competitions/${strict.id}/entries`, { subjectId: await publicPhoto(a) })).body.data.id as string;
    await phase(strict.id, 'voting');
    expect((await voter.c.put(`/api/competitions/${strict.id}/vote`, { entryId: sa })).status).toBe(403);
    await t.db.query(`UPDATE members SET verified_at = now() WHERE id = $1`, [voter.id]);
    const verified = await t.client();
    await verified.login(voter.name, 'correct horse battery staple 42');
    expect((await verified.put(`/api/competitions/${strict.id}/vote`, { entryId: sa })).status).toBe(200);
  });

  it('computes the results when voting closes and pays each prize exactly once, however often the job runs', async () => {
    const staff = await member({ role: 'moderator' });
    const a = await member();
    const b = await member();
    const voters = await Promise.all([member(), member(), member()]);
    const c = await create(staff);
    const ea = (await a.c.post(`/api/competitions/${c.id}/entries`, { subjectId: await publicPhoto(a) })).body.data.id as string;
    const eb = (await b.c.post(`/api/competitions/${c.id}/entries`, { subjectId: await publicPhoto(b) })).body.data.id as string;
    await phase(c.id, 'voting');
    await voters[0]!.c.put(`/api/competitions/${c.id}/vote`, { entryId: eb });
    await voters[1]!.c.put(`/api/competitions/${c.id}/vote`, { entryId: eb });
    await voters[2]!.c.put(`/api/competitions/${c.id}/vote`, { entryId: ea });
    const service = t.app.get(CompetitionsService);
    // Before voting closes the job does nothing.
    expect(await service.results(c.id)).toBe(0);
    await phase(c.id, 'finished');
    const balance = async (id: string) => (await t.db.query(`SELECT coalesce(sum(e.amount), 0)::int AS n FROM coin_entries e JOIN coin_accounts a ON a.id = e.account_id WHERE a.member_id = $1`, [id]))[0].n as number;
    const [first, second] = await Promise.all([service.results(c.id), service.results(c.id)]);
    expect(first + second).toBe(700);
    expect(await service.results(c.id)).toBe(0);
    expect(await balance(b.id)).toBe(500);
    expect(await balance(a.id)).toBe(200);
    const page = (await t.client().get(`/api/competitions/${c.slug}`)).body.data;
    expect(page.state).toBe('finished');
    expect(page.winners.map((w: { place: number; member: { name: string }; votes: number; coins: number }) => [w.place, w.member.name, w.votes, w.coins])).toEqual([
      [1, b.name, 2, 500],
      [2, a.name, 1, 200],
    ]);
    expect((await t.db.query(`SELECT badge FROM competition_badges WHERE member_id = $1`, [b.id]))).toEqual([{ badge: 'Summer winner' }]);
    // Edits after the results are refused.
    expect((await staff.c.put(`/api/competitions/${c.id}`, input())).status).toBe(409);
  });
});
