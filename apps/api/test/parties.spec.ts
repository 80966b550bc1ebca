import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { QueueService } from '../src/infra/queue/queue.service.js';
import { expectInvalid, startTestApp, unique, type Client, type TestApp } from './harness.js';

/**
 * Issue 21, parties and meets: writing and who may see and come, the hidden address (IDOR), attendance with
 * approval, capacity and waiting list (under 20 concurrent requests), invitations (also carried by a message),
 * the reminder job (removed when the party is cancelled), the ICS feed, and meets.
 */
describe('parties', () => {
  let t: TestApp;
  const previous = process.env.GAZETTEER_FILE;
  beforeAll(async () => {
    process.env.GAZETTEER_FILE = path.join(import.meta.dirname, 'fixtures', 'members-places.json');
    t = await startTestApp();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.GAZETTEER_FILE;
    else process.env.GAZETTEER_FILE = previous;
    await t?.close();
  });

  type Who = { id: string; name: string; email: string; c: Client };
  async function member(o: { genders?: string; verified?: boolean } = {}): Promise<Who> {
    const { m, c } = await t.signedInMember({ name: unique('pm'), tier: 'gold' });
    if (o.genders || o.verified)
      await t.db.query(
        `UPDATE members SET genders = coalesce($2, genders), verified_at = CASE WHEN $3 THEN now() ELSE verified_at END WHERE id = $1`,
        [m.id, o.genders ?? null, Boolean(o.verified)],
      );
    return { id: m.id, name: m.name, email: m.email, c };
  }
  const local = (daysAhead: number, hour = 21) => {
    const d = new Date(Date.now() + daysAhead * 86_400_000);
    return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
  };
  const body = (o: Record<string, unknown> = {}) => ({
    title: 'Garden party',
    description: 'Drinks in the garden',
    startsAt: local(3, 20),
    endsAt: local(3, 23),
    placeId: 'gb-london',
    address: '12 Secret Lane, London N1',
    ...o,
  });
  async function party(host: Who, o: Record<string, unknown> = {}) {
    const res = await host.c.post('/api/parties', body(o));
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; address: string | null };
  }
  const friends = async (a: Who, b: Who) => {
    await t.db.query(
      `INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`,
      [a.id, b.id],
    );
  };
  const notes = async (w: Who, action: string) =>
    (
      (await w.c.get('/api/notifications')).body.data.items as Array<{
        action: string;
        responseEndpoint: string | null;
        phrase: string;
      }>
    ).filter((n) => n.action === action);

  it('creates and edits a party (host only), validates input naming the field, and refuses guests', async () => {
    const host = await member();
    const other = await member();
    const p = await party(host, { capacity: 10, price: '£20 per couple' });
    expect(p.slug).toBe('garden-party');
    expect(p.address).toBe('12 Secret Lane, London N1');
    const shown = (await host.c.get(`/api/parties/${p.slug}`)).body.data;
    expect(shown).toMatchObject({
      title: 'Garden party',
      place: 'London, England',
      timeZone: 'Europe/London',
      capacity: 10,
      viewer: { isHost: true },
    });
    expect(shown.startsLocal).toBe(body().startsAt);
    // Edit: host only.
    const edited = await host.c.put(`/api/parties/${p.id}`, body({ title: 'Garden party (moved)', capacity: 12 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.title).toBe('Garden party (moved)');
    expect((await other.c.put(`/api/parties/${p.id}`, body())).status).toBe(403);
    expect((await other.c.delete(`/api/parties/${p.id}`)).status).toBe(403);
    // Guests may not write.
    const guest = t.client();
    expect((await guest.post('/api/parties', body())).status).toBe(401);
    expect((await guest.put(`/api/parties/${p.id}/attendees`, {})).status).toBe(401);
    // Bad input: 422 naming the field.
    expectInvalid(await host.c.post('/api/parties', body({ title: 'x' })), 'title');
    expectInvalid(await host.c.post('/api/parties', body({ startsAt: 'tomorrow' })), 'startsAt');
    expectInvalid(await host.c.post('/api/parties', body({ endsAt: local(3, 19) })), 'endsAt');
    expectInvalid(await host.c.post('/api/parties', body({ startsAt: local(-2), endsAt: local(-2, 23) })), 'startsAt');
    expectInvalid(await host.c.post('/api/parties', body({ placeId: 'atlantis' })), 'placeId');
    expectInvalid(await host.c.post('/api/parties', body({ capacity: 0 })), 'capacity');
    expectInvalid(await host.c.post('/api/parties', body({ audience: 'aliens' })), 'audience');
    expectInvalid(
      await host.c.post('/api/parties', body({ welcome: { couples: false, women: false, men: false, others: false } })),
      'welcome',
    );
    expectInvalid(await other.c.put(`/api/parties/${p.id}/attendees`, { plusOnes: 9 }), 'plusOnes');
    expect((await host.c.get('/api/parties/NOT_A_SLUG!')).status).toBe(422);
  });

  it('hides the address from everyone but the host, approved guests and staff (IDOR), and invited-only parties from strangers', async () => {
    const host = await member();
    const asker = await member();
    const stranger = await member();
    const p = await party(host);
    const guest = t.client();
    for (const c of [guest, stranger.c, asker.c]) {
      const res = await c.get(`/api/parties/${p.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.address).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain('Secret Lane');
    }
    await asker.c.put(`/api/parties/${p.id}/attendees`, { message: 'Hi!', plusOnes: 1 });
    expect((await asker.c.get(`/api/parties/${p.id}`)).body.data.address).toBeNull();
    // Lists never carry it.
    expect(JSON.stringify((await stranger.c.get('/api/parties')).body)).not.toContain('Secret Lane');
    // The attendee list is refused to those not approved.
    expect((await stranger.c.get(`/api/parties/${p.id}/attendees`)).status).toBe(403);
    expect((await asker.c.get(`/api/parties/${p.id}/attendees`)).status).toBe(403);
    // Only the host approves.
    expect((await stranger.c.put(`/api/parties/${p.id}/attendees/${asker.id}/approve`, { approve: 1 })).status).toBe(
      403,
    );
    expect((await asker.c.put(`/api/parties/${p.id}/attendees/${asker.id}/approve`, { approve: 1 })).status).toBe(403);
    const ok = await host.c.put(`/api/parties/${p.id}/attendees/${asker.id}/approve`, { approve: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'approved', plusOnes: 1, message: 'Hi!' });
    expect((await asker.c.get(`/api/parties/${p.id}`)).body.data.address).toBe('12 Secret Lane, London N1');
    expect((await asker.c.get(`/api/parties/${p.id}/attendees`)).body.data.items[0].message).toBeNull();
    expect((await notes(asker, 'PartyApproved')).length).toBe(1);
    // Invited-only: strangers get 404, not 403 (its existence does not leak).
    const secret = await party(host, { title: 'Secret soiree', audience: 'invited' });
    expect((await stranger.c.get(`/api/parties/${secret.id}`)).status).toBe(404);
    expect((await guest.get(`/api/parties/${secret.slug}`)).status).toBe(404);
    expect(
      ((await stranger.c.get('/api/parties')).body.data.items as Array<{ id: string }>).map((x) => x.id),
    ).not.toContain(secret.id);
    // Another variant never sees it.
    expect((await t.client('shde.localhost').get(`/api/parties/${p.id}`)).status).toBe(404);
  });

  it('applies who may come: verified, friends, invited and the mix', async () => {
    const host = await member();
    const plain = await member({ genders: 'm' });
    const verified = await member({ verified: true, genders: 'f' });
    const friend = await member({ genders: 'mf' });
    await friends(host, friend);
    const v = await party(host, { title: 'Verified night', audience: 'verified' });
    const res = await plain.c.put(`/api/parties/${v.id}/attendees`, {});
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('verified');
    expect((await verified.c.put(`/api/parties/${v.id}/attendees`, {})).status).toBe(200);
    const f = await party(host, { title: 'Friends only', audience: 'friends' });
    expect((await plain.c.get(`/api/parties/${f.id}`)).status).toBe(404);
    expect((await friend.c.put(`/api/parties/${f.id}/attendees`, {})).body.data.attendance).toBe('pending');
    const couples = await party(host, {
      title: 'Couples only',
      welcome: { couples: true, women: false, men: false, others: false },
    });
    expect((await plain.c.get(`/api/parties/${couples.id}`)).body.data.viewer.requestRefusal).toBe('welcome');
    expect((await plain.c.put(`/api/parties/${couples.id}/attendees`, {})).status).toBe(403);
    expect((await friend.c.put(`/api/parties/${couples.id}/attendees`, {})).status).toBe(200);
    expect((await host.c.put(`/api/parties/${couples.id}/attendees`, {})).status).toBe(403);
  });

  it('keeps the cap under 20 concurrent requests (row lock) and promotes the waiting list in order', async () => {
    const host = await member();
    const p = await party(host, { title: 'Open house', approval: false, capacity: 5 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(crowd.map((w) => w.c.put(`/api/parties/${p.id}/attendees`, {})));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const states = answers.map((r) => r.body.data.attendance as string);
    expect(states.filter((s) => s === 'approved')).toHaveLength(5);
    expect(states.filter((s) => s === 'waiting')).toHaveLength(15);
    const [row] = await t.db.query(
      `SELECT going, (SELECT count(*)::int FROM party_attendees WHERE party_id = $1 AND status = 'approved') AS approved FROM parties WHERE id = $1`,
      [p.id],
    );
    expect(row).toEqual({ going: 5, approved: 5 });
    // One approved guest cancels: the first on the waiting list moves up and is told.
    const leaver = crowd[states.indexOf('approved')]!;
    const waiting = await t.db.query(
      `SELECT member_id FROM party_attendees WHERE party_id = $1 AND status = 'waiting' ORDER BY requested_at, member_id LIMIT 1`,
      [p.id],
    );
    expect((await leaver.c.delete(`/api/parties/${p.id}/attendees`)).status).toBe(204);
    const first = crowd.find((w) => w.id === waiting[0].member_id)!;
    expect((await first.c.get(`/api/parties/${p.id}`)).body.data.viewer.attendance).toBe('approved');
    expect((await notes(first, 'PartyPromoted')).length).toBe(1);
    expect((await host.c.get(`/api/parties/${p.id}`)).body.data).toMatchObject({ going: 5, waiting: 14 });
    // The host removes someone: the next moves up; the removed member cannot ask again.
    const approved = await t.db.query(
      `SELECT member_id FROM party_attendees WHERE party_id = $1 AND status = 'approved' LIMIT 1`,
      [p.id],
    );
    expect((await host.c.delete(`/api/parties/${p.id}/attendees/${approved[0].member_id}`)).status).toBe(204);
    const removed = crowd.find((w) => w.id === approved[0].member_id)!;
    expect((await removed.c.put(`/api/parties/${p.id}/attendees`, {})).status).toBe(403);
    expect((await host.c.get(`/api/parties/${p.id}`)).body.data).toMatchObject({ going: 5, waiting: 13 });
    // Capacity cannot go below who is coming; raising it promotes.
    expectInvalid(
      await host.c.put(`/api/parties/${p.id}`, body({ title: 'Open house', approval: false, capacity: 3 })),
      'capacity',
    );
    await host.c.put(`/api/parties/${p.id}`, body({ title: 'Open house', approval: false, capacity: 8 }));
    expect((await host.c.get(`/api/parties/${p.id}`)).body.data).toMatchObject({ going: 8, waiting: 10 });
  });

  it('with approval: a request waits for the host, who approves into the waiting list when full and declines', async () => {
    const host = await member();
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const p = await party(host, { capacity: 2 });
    for (const w of [a, b, c])
      expect((await w.c.put(`/api/parties/${p.id}/attendees`, { message: 'Me please' })).body.data.attendance).toBe(
        'pending',
      );
    const requests = await notes(host, 'PartyRequest');
    expect(requests).toHaveLength(3);
    expect(requests[0]!.responseEndpoint).toMatch(new RegExp(`/api/parties/${p.id}/attendees/.+/approve`));
    expect((await host.c.put(`/api/parties/${p.id}/attendees/${a.id}/approve`, { approve: 1 })).body.data.status).toBe(
      'approved',
    );
    expect((await host.c.put(`/api/parties/${p.id}/attendees/${b.id}/approve`, { approve: 1 })).body.data.status).toBe(
      'approved',
    );
    expect((await host.c.put(`/api/parties/${p.id}/attendees/${c.id}/approve`, { approve: 1 })).body.data.status).toBe(
      'waiting',
    );
    const list = (await host.c.get(`/api/parties/${p.id}/attendees`)).body.data;
    expect(list).toMatchObject({ going: 2, capacity: 2 });
    expect(list.items.map((x: { status: string }) => x.status).sort()).toEqual(['approved', 'approved', 'waiting']);
    expect((await a.c.delete(`/api/parties/${p.id}/attendees`)).status).toBe(204);
    expect((await c.c.get(`/api/parties/${p.id}`)).body.data.viewer.attendance).toBe('approved');
    expect((await b.c.delete(`/api/parties/${p.id}/attendees`)).status).toBe(204);
    expect((await b.c.delete(`/api/parties/${p.id}/attendees`)).status).toBe(404);
    const d = await member();
    await d.c.put(`/api/parties/${p.id}/attendees`, {});
    expect((await host.c.put(`/api/parties/${p.id}/attendees/${d.id}/approve`, { approve: 0 })).body.data.status).toBe(
      'declined',
    );
    expect((await notes(d, 'PartyDeclined')).length).toBe(1);
    expect((await d.c.put(`/api/parties/${p.id}/attendees`, {})).status).toBe(403);
    expectInvalid(await host.c.put(`/api/parties/${p.id}/attendees/${d.id}/approve`, { approve: 'yes' }), 'approve');
    expect((await host.c.put(`/api/parties/${p.id}/attendees/${randomUUID()}/approve`, { approve: 1 })).status).toBe(
      404,
    );
  });

  it('invites one by one, all friends, or by a message; invitees accept or decline; GET parties/invites lists mine', async () => {
    const host = await member();
    const [f1, f2, x] = await Promise.all([member(), member(), member()]);
    await friends(host, f1);
    await friends(host, f2);
    const p = await party(host, { title: 'Invite only', audience: 'invited', capacity: 10 });
    expect((await x.c.post(`/api/parties/${p.id}/invites`, { memberIds: [f1.id] })).status).toBe(404);
    expectInvalid(await host.c.post(`/api/parties/${p.id}/invites`, {}), 'memberIds');
    const all = await host.c.post(`/api/parties/${p.id}/invites`, { allFriends: true });
    expect(all.body.data).toEqual({ invited: 2, skipped: 0 });
    expect((await host.c.post(`/api/parties/${p.id}/invites`, { memberIds: [f1.id] })).body.data).toEqual({
      invited: 0,
      skipped: 1,
    });
    const mine = (await f1.c.get('/api/parties/invites')).body.data.items;
    expect(mine).toHaveLength(1);
    expect(mine[0].party.id).toBe(p.id);
    const note = (await notes(f1, 'PartyInvite'))[0]!;
    expect(note.responseEndpoint).toBe(`/api/parties/${p.id}/invites/${mine[0].id}`);
    // Someone else's invitation is not found.
    expect((await f2.c.put(note.responseEndpoint!, { accept: 1 })).status).toBe(404);
    const accepted = await f1.c.put(note.responseEndpoint!, { accept: 1 });
    expect(accepted.body.data.attendance).toBe('approved');
    expect((await f1.c.get('/api/parties/invites')).body.data.items).toHaveLength(0);
    const f2inv = (await f2.c.get('/api/parties/invites')).body.data.items[0];
    expect((await f2.c.put(`/api/parties/${p.id}/invites/${f2inv.id}`, { accept: 0 })).body.data.attendance).toBeNull();
    expect(
      (await host.c.get(`/api/parties/${p.id}/invites`)).body.data.items
        .map((i: { status: string }) => i.status)
        .sort(),
    ).toEqual(['accepted', 'declined']);
    expect((await f1.c.get(`/api/parties/${p.id}/invites`)).status).toBe(403);
    // partyInvite in a message invites the conversation's other member.
    const conv = await host.c.post('/api/conversations', {
      recipientIds: [x.id],
      clientId: randomUUID(),
      message: 'Come to my party!',
      partyInvite: p.id,
    });
    expect(conv.status).toBe(201);
    expect(
      (await x.c.get('/api/parties/invites')).body.data.items.map((i: { party: { id: string } }) => i.party.id),
    ).toEqual([p.id]);
    expect((await x.c.get(`/api/parties/${p.id}`)).status).toBe(200);
    // Only the host's parties: anyone else's is a 422 on partyInvite.
    const res = await x.c.post(`/api/conversations/${conv.body.data.conversation.id}/messages`, {
      clientId: randomUUID(),
      message: 'x',
      partyInvite: p.id,
    });
    expectInvalid(res, 'partyInvite');
  });

  it('schedules the reminder as a delayed job, removes it when the party is cancelled, and tells everyone', async () => {
    const host = await member();
    const [a, b] = await Promise.all([member(), member()]);
    const p = await party(host, { approval: false });
    await a.c.put(`/api/parties/${p.id}/attendees`, {});
    await b.c.put(`/api/parties/${p.id}/attendees`, {});
    const [row] = await t.db.query(`SELECT starts_at FROM parties WHERE id = $1`, [p.id]);
    const jobId = `party-reminder-${p.id}-${new Date(row.starts_at).getTime()}`;
    const queue = t.app.get(QueueService);
    expect(await queue.pending(jobId)).toBe(true);
    // The reminder itself (run now): a notification and an e-mail to every approved guest and the host.
    await queue.enqueue('parties.reminder', { partyId: p.id, startsAt: new Date(row.starts_at).toISOString() });
    await t.waitForMail(a.email, 'parties.reminder');
    expect((await notes(a, 'PartyReminder')).length).toBe(1);
    // Cancel: the job goes, everyone concerned is told; the party is closed to new requests.
    expect((await host.c.delete(`/api/parties/${p.id}`, { reason: 'Sorry, the host is ill' })).status).toBe(204);
    expect(await queue.pending(jobId)).toBe(false);
    expect((await notes(b, 'PartyCancelled')).length).toBe(1);
    expect((await t.waitForMail(b.email, 'parties.cancelled')).replace(/=\r?\n/g, '')).toContain(
      'Sorry, the host is ill',
    );
    const c = await member();
    expect((await c.c.put(`/api/parties/${p.id}/attendees`, {})).status).toBe(409);
    expect((await host.c.get(`/api/parties/${p.id}`)).body.data).toMatchObject({
      cancelled: true,
      cancelReason: 'Sorry, the host is ill',
    });
  });

  it('serves a private ICS feed that parses and stops when revoked', async () => {
    const host = await member();
    const a = await member();
    const p = await party(host, { title: 'Calendar; party, with commas', approval: false });
    await a.c.put(`/api/parties/${p.id}/attendees`, {});
    expect((await a.c.get('/api/parties/calendar')).body.data).toEqual({ active: false, url: null });
    const link = (await a.c.post('/api/parties/calendar')).body.data;
    expect(link.active).toBe(true);
    const feedPath = new URL(link.url).pathname;
    const res = await t.client().get(feedPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    // No ICS parser is installed: parse the RFC 5545 structure (unfolded content lines, BEGIN/END nesting, properties).
    const text: string = res.text;
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    const stack: string[] = [];
    const events: Array<Record<string, string>> = [];
    for (const line of lines) {
      const m = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
      expect(m).not.toBeNull();
      const [, name, , value] = m!;
      if (name === 'BEGIN') {
        stack.push(value!);
        if (value === 'VEVENT') events.push({});
      } else if (name === 'END') expect(stack.pop()).toBe(value);
      else if (stack.at(-1) === 'VEVENT')
        events.at(-1)![name!] = value!.replace(/\\([\\;,])/g, '$1').replace(/\\n/g, '\n');
    }
    expect(stack).toEqual([]);
    const ev = events.find((e) => e.UID!.startsWith(`party-${p.id}`))!;
    expect(ev.SUMMARY).toBe('Calendar; party, with commas');
    expect(ev.LOCATION).toContain('12 Secret Lane');
    expect(ev.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(
      new Date(ev.DTEND!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).getTime(),
    ).toBeGreaterThan(Date.now());
    // A new address stops the old one; deleting stops the feed.
    const again = (await a.c.post('/api/parties/calendar')).body.data;
    expect((await t.client().get(feedPath)).status).toBe(404);
    expect((await a.c.delete('/api/parties/calendar')).status).toBe(204);
    expect((await t.client().get(new URL(again.url).pathname)).status).toBe(404);
    expect((await t.client().get('/api/parties/calendar/short.ics')).status).toBe(422);
    expect((await t.client().get('/api/parties/calendar')).status).toBe(401);
  });

  it('lists upcoming parties near a place, this weekend and by month, and my parties; checks in at the door', async () => {
    const host = await member();
    const a = await member();
    const far = await party(host, { title: 'Manchester rave', placeId: 'gb-manchester' });
    const near = await party(host, { title: 'London soiree', approval: false });
    const ids = async (q: string, c = a.c) =>
      ((await c.get(`/api/parties${q}`)).body.data.items as Array<{ id: string }>).map((x) => x.id);
    const nearLondon = await ids('?near=gb-london&km=30');
    expect(nearLondon).toContain(near.id);
    expect(nearLondon).not.toContain(far.id);
    expectInvalid(await a.c.get('/api/parties?near=me'), 'near');
    expectInvalid(await a.c.get('/api/parties?when=soon'), 'when');
    expectInvalid(await a.c.get('/api/parties?after=bad'), 'after');
    const month = local(3).slice(0, 7);
    expect(await ids(`?when=month&month=${month}`)).toContain(near.id);
    expect((await a.c.get('/api/parties?when=weekend')).status).toBe(200);
    // Keyset pages.
    const first = (await a.c.get('/api/parties?limit=1')).body.data;
    expect(first.items).toHaveLength(1);
    expect(first.next).toEqual(expect.any(String));
    const second = (await a.c.get(`/api/parties?limit=1&after=${first.next}`)).body.data;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    // Mine and a member's.
    const state = (await a.c.put(`/api/parties/${near.id}/attendees`, {})).body.data;
    expect((await a.c.get('/api/parties/mine')).body.data.items.map((x: { id: string }) => x.id)).toContain(near.id);
    expect(
      (await a.c.get(`/api/parties/members/${host.name}`)).body.data.items.map((x: { id: string }) => x.id),
    ).toEqual(expect.arrayContaining([near.id, far.id]));
    // Check-in by the code the guest shows; only the host.
    expect(state.checkinCode).toMatch(/^[A-Z0-9]{6}$/);
    expect((await a.c.put(`/api/parties/${near.id}/checkin`, { code: state.checkinCode })).status).toBe(403);
    expectInvalid(await host.c.put(`/api/parties/${near.id}/checkin`, { code: 'ZZZZZZ' }), 'code');
    expect(
      (await host.c.put(`/api/parties/${near.id}/checkin`, { code: state.checkinCode.toLowerCase() })).body.data
        .checkedIn,
    ).toBe(true);
  });
});

describe('meets', () => {
  let t: TestApp;
  const previous = process.env.GAZETTEER_FILE;
  beforeAll(async () => {
    process.env.GAZETTEER_FILE = path.join(import.meta.dirname, 'fixtures', 'members-places.json');
    t = await startTestApp();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.GAZETTEER_FILE;
    else process.env.GAZETTEER_FILE = previous;
    await t?.close();
  });
  const local = (daysAhead: number, hour = 19) =>
    `${new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

  it('creates, edits, lists by category and near a place; interested and going; host-only edits; guests read', async () => {
    const { c: host } = await t.signedInMember({ name: unique('mh') });
    const { c: other } = await t.signedInMember({ name: unique('mo') });
    const res = await host.post('/api/meets', {
      category: 'drinks',
      title: 'Friday drinks',
      startsAt: local(2),
      placeId: 'gb-brighton',
      venue: 'The Pier bar',
    });
    expect(res.status).toBe(201);
    const m = res.body.data;
    expect(m).toMatchObject({
      category: 'drinks',
      slug: 'friday-drinks',
      place: 'Brighton, England',
      venue: 'The Pier bar',
      viewer: { isHost: true, canEdit: true },
    });
    expect((await t.client().get(`/api/meets/${m.slug}`)).status).toBe(200);
    expect((await t.client().post('/api/meets', {})).status).toBe(401);
    expectInvalid(
      await host.post('/api/meets', { category: 'space', title: 'x', startsAt: local(2), placeId: 'gb-brighton' }),
      'category',
    );
    expectInvalid(
      await host.post('/api/meets', {
        category: 'drinks',
        title: 'Later',
        startsAt: local(2),
        endsAt: local(2, 10),
        placeId: 'gb-brighton',
      }),
      'endsAt',
    );
    expect(
      (
        await other.put(`/api/meets/${m.id}`, {
          category: 'dinner',
          title: 'Taken over',
          startsAt: local(2),
          placeId: 'gb-brighton',
        })
      ).status,
    ).toBe(403);
    expect((await other.delete(`/api/meets/${m.id}`)).status).toBe(403);
    const going = await other.put(`/api/meets/${m.id}/response`, { response: 'going' });
    expect(going.body.data).toMatchObject({ going: 1, viewer: { response: 'going' } });
    expectInvalid(await other.put(`/api/meets/${m.id}/response`, { response: 'maybe' }), 'response');
    const list = (await other.get('/api/meets?category=drinks&near=gb-brighton&km=10')).body.data.items.map(
      (x: { id: string }) => x.id,
    );
    expect(list).toContain(m.id);
    expect(
      (await other.get('/api/meets?category=drinks&near=gb-manchester&km=10')).body.data.items.map(
        (x: { id: string }) => x.id,
      ),
    ).not.toContain(m.id);
    expect(
      (await other.get('/api/meets/categories')).body.data.items.find((x: { slug: string }) => x.slug === 'drinks')
        .upcoming,
    ).toBeGreaterThan(0);
    const edited = await host.put(`/api/meets/${m.id}`, {
      category: 'dinner',
      title: 'Friday dinner',
      startsAt: local(2),
      placeId: 'gb-brighton',
    });
    expect(edited.body.data.category).toBe('dinner');
    // Past meets leave the lists and take no responses.
    await t.db.query(
      `UPDATE meets SET starts_at = now() - interval '5 hours', over_at = now() - interval '2 hours' WHERE id = $1`,
      [m.id],
    );
    expect((await other.get('/api/meets')).body.data.items.map((x: { id: string }) => x.id)).not.toContain(m.id);
    expect((await other.get(`/api/meets/${m.id}`)).body.data.past).toBe(true);
    expect((await other.put(`/api/meets/${m.id}/response`, { response: 'interested' })).status).toBe(409);
    expect((await host.delete(`/api/meets/${m.id}`)).status).toBe(204);
    expect((await host.get(`/api/meets/${m.id}`)).status).toBe(404);
  });
});
