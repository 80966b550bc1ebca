import { startTestApp, type Client, type TestApp } from './harness.js';

type StaffRole = 'super' | 'global' | 'admin' | 'moderator' | 'support' | 'editor';
const ROLES: Array<StaffRole | 'member'> = ['member', 'moderator', 'support', 'editor', 'admin', 'global', 'super'];
const ALL_STAFF: StaffRole[] = ['moderator', 'support', 'editor', 'admin', 'global', 'super'];

describe('staff console API: roles × endpoints, Content-Range, audit, suspension', () => {
  let t: TestApp;
  const clients = new Map<string, { id: string; c: Client }>();

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ROLES) {
      const m = await t.createMember({ role: role === 'member' ? undefined : role, homeVariant: 'shuk' });
      const c = t.client();
      expect((await c.login(m.name, m.password)).status).toBe(200);
      clients.set(role, { id: m.id, c });
    }
  });
  afterAll(() => t.close());

  const as = (role: string) => clients.get(role)!.c;
  const auditCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM staff_audit_log`))[0].n as number;

  // Who may call what: every role is tried on every endpoint; the rest must be 401/403.
  const LISTS: Array<{ path: string; resource: string; allowed: StaffRole[] }> = [
    { path: '/api/staff/members', resource: 'members', allowed: ['moderator', 'support', 'editor', 'admin', 'global', 'super'] },
    { path: '/api/staff/reports', resource: 'reports', allowed: ['moderator', 'admin', 'global', 'super'] },
    { path: '/api/staff/audit', resource: 'audit', allowed: ['admin', 'global', 'super'] },
    { path: '/api/staff/tickets', resource: 'tickets', allowed: ['support', 'admin', 'global', 'super'] },
    { path: '/api/staff/payments', resource: 'payments', allowed: ['admin', 'global', 'super'] },
    { path: '/api/staff/subscriptions', resource: 'subscriptions', allowed: ['admin', 'global', 'super'] },
    { path: '/api/staff/withdrawals', resource: 'withdrawals', allowed: ['admin', 'global', 'super'] },
    // Media, the hash block list and ebooks: every staff role (the console's rule; scoped by variant in the API).
    { path: '/api/staff/media', resource: 'media', allowed: ALL_STAFF },
    { path: '/api/staff/media-hashes', resource: 'media-hashes', allowed: ALL_STAFF },
    { path: '/api/staff/media-blocked-uploads', resource: 'media-blocked-uploads', allowed: ALL_STAFF },
    { path: '/api/staff/avatars', resource: 'avatars', allowed: ['moderator', 'support', 'admin', 'global', 'super'] },
    { path: '/api/staff/ebooks', resource: 'ebooks', allowed: ALL_STAFF },
    { path: '/api/staff/chat-reports', resource: 'chat-reports', allowed: ['moderator', 'admin', 'global', 'super'] },
    { path: '/api/staff/chat-audit', resource: 'chat-audit', allowed: ['moderator', 'admin', 'global', 'super'] },
  ];

  describe.each(LISTS)('GET $path', ({ path, resource, allowed }) => {
    it('refuses guests', async () => {
      expect((await t.client().get(path)).status).toBe(401);
    });
    it.each(ROLES)('as %s', async (role) => {
      const res = await as(role).get(path).query({ range: '[0,1]' });
      if ((allowed as string[]).includes(role)) {
        expect(res.status).toBe(200);
        const m = /^([\w-]+) (\d+)-(\d+)\/(\d+)$/.exec(res.headers['content-range'] ?? '');
        expect(m?.[1]).toBe(resource);
        expect(Number(m?.[2])).toBe(0);
        expect(Number(m?.[3])).toBe(Math.max(res.body.length - 1, 0));
        expect(Number(m?.[4])).toBeGreaterThanOrEqual(res.body.length);
        expect(res.body.length).toBeLessThanOrEqual(2);
      } else {
        expect(res.status).toBe(403);
      }
    });
  });

  it.each(ROLES)('site-stats as %s', async (role) => {
    const res = await as(role).get('/api/staff/site-stats');
    expect(res.status).toBe(['admin', 'global', 'super'].includes(role) ? 200 : 403);
  });

  it('Content-Range is right across pages', async () => {
    for (let i = 0; i < 3; i++) await t.createMember({ homeVariant: 'kiwi' });
    const c = as('global');
    const all = await c.get('/api/staff/members').query({ filter: JSON.stringify({ homeVariant: 'kiwi' }), range: '[0,499]' });
    const total = all.body.length;
    expect(all.headers['content-range']).toBe(`members 0-${total - 1}/${total}`);
    const page = await c.get('/api/staff/members').query({ filter: JSON.stringify({ homeVariant: 'kiwi' }), range: '[1,2]', sort: '["name","ASC"]' });
    expect(page.headers['content-range']).toBe(`members 1-2/${total}`);
    const past = await c.get('/api/staff/members').query({ filter: JSON.stringify({ homeVariant: 'kiwi' }), range: `[${total + 5},${total + 9}]` });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`members ${total + 5}-${total + 5}/${total}`);
  });

  it('bad list parameters are a 422 naming the field', async () => {
    const res = await as('super').get('/api/staff/audit').query({ filter: '{"staffId":"nope"}' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('filter');
  });

  it('suspending ends every session at once, is audited once, and restore lets the member back in', async () => {
    const target = await t.createMember();
    const mc = t.client();
    expect((await mc.login(target.name, target.password)).status).toBe(200);
    const other = t.client();
    expect((await other.login(target.name, target.password)).status).toBe(200);
    expect((await mc.get('/api/auth/profile')).status).toBe(200);

    expect((await as('support').post(`/api/staff/members/${target.id}/suspend`, {})).status).toBe(422);
    const before = await auditCount();
    const res = await as('support').post(`/api/staff/members/${target.id}/suspend`, { reason: 'Spamming members' });
    expect(res.status).toBe(200);
    expect(res.body.suspendedAt).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);
    expect((await mc.get('/api/auth/profile')).status).toBe(401);
    expect((await other.get('/api/auth/profile')).status).toBe(401);
    const open = await t.db.query(`SELECT count(*)::int AS n FROM sessions WHERE member_id = $1 AND ended_at IS NULL`, [target.id]);
    expect(open[0].n).toBe(0);
    expect((await t.client().login(target.name, target.password)).status).toBe(403);

    const entry = await t.db.query(`SELECT action, after FROM staff_audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`, [target.id]);
    expect(entry[0]).toMatchObject({ action: 'member.suspend', after: { reason: 'Spamming members' } });

    expect((await as('support').post(`/api/staff/members/${target.id}/restore`)).status).toBe(200);
    expect(await auditCount()).toBe(before + 2);
    expect((await t.client().login(target.name, target.password)).status).toBe(200);
  });

  it('staff accounts are suspended by Super only; nobody suspends themselves', async () => {
    const mod = await t.createMember({ role: 'moderator' });
    expect((await as('admin').post(`/api/staff/members/${mod.id}/suspend`, { reason: 'test reason' })).status).toBe(403);
    expect((await as('super').post(`/api/staff/members/${clients.get('super')!.id}/suspend`, { reason: 'test reason' })).status).toBe(403);
    expect((await as('super').post(`/api/staff/members/${mod.id}/suspend`, { reason: 'test reason' })).status).toBe(200);
  });

  it('members cannot suspend, add notes, see sessions or change page access', async () => {
    const target = await t.createMember();
    const c = as('member');
    expect((await c.post(`/api/staff/members/${target.id}/suspend`, { reason: 'nope nope' })).status).toBe(403);
    expect((await c.post(`/api/staff/members/${target.id}/notes`, { body: 'x' })).status).toBe(403);
    expect((await c.get(`/api/staff/members/${target.id}/sessions`)).status).toBe(403);
    expect((await c.put(`/api/staff/members/${target.id}/page-access`, { pages: [] })).status).toBe(403);
  });

  it('variant-bound staff cannot act on another brand’s member (404)', async () => {
    const de = await t.createMember({ homeVariant: 'shde' });
    expect((await as('admin').post(`/api/staff/members/${de.id}/suspend`, { reason: 'other brand' })).status).toBe(404);
    expect((await as('admin').get(`/api/staff/members/${de.id}/notes`)).status).toBe(404);
  });

  it('notes: added (audited once), listed newest first with the author', async () => {
    const target = await t.createMember();
    const before = await auditCount();
    expect((await as('moderator').post(`/api/staff/members/${target.id}/notes`, { body: '' })).status).toBe(422);
    expect((await as('moderator').post(`/api/staff/members/${target.id}/notes`, { body: 'First' })).status).toBe(201);
    expect((await as('support').post(`/api/staff/members/${target.id}/notes`, { body: 'Second' })).status).toBe(201);
    expect(await auditCount()).toBe(before + 2);
    const list = await as('editor').get(`/api/staff/members/${target.id}/notes`);
    expect(list.body.map((n: { body: string }) => n.body)).toEqual(['Second', 'First']);
  });

  it('sessions: staff see the member’s open sessions', async () => {
    const target = await t.createMember();
    const mc = t.client();
    await mc.login(target.name, target.password);
    const res = await as('moderator').get(`/api/staff/members/${target.id}/sessions`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('page access: Super only, audited once; a grant opens the page on the API', async () => {
    const editor = await t.createMember({ role: 'editor' });
    const ec = t.client();
    await ec.login(editor.name, editor.password);
    expect((await ec.get('/api/staff/tickets')).status).toBe(403);
    for (const role of ['admin', 'global', 'support'] as const) {
      expect((await as(role).put(`/api/staff/members/${editor.id}/page-access`, { pages: ['tickets'] })).status).toBe(403);
    }
    expect((await as('super').put(`/api/staff/members/${editor.id}/page-access`, { pages: ['nope'] })).status).toBe(422);
    const before = await auditCount();
    const res = await as('super').put(`/api/staff/members/${editor.id}/page-access`, { pages: ['tickets'] });
    expect(res.status).toBe(200);
    expect(res.body.pageAccess).toEqual(['tickets']);
    expect(await auditCount()).toBe(before + 1);
    expect((await ec.get('/api/staff/tickets')).status).toBe(200);
    expect((await ec.get('/api/staff/me')).body).toMatchObject({ id: editor.id, role: 'editor', pageAccess: ['tickets'] });
    const plain = await t.createMember();
    expect((await as('super').put(`/api/staff/members/${plain.id}/page-access`, { pages: ['tickets'] })).status).toBe(403);
  });

  it('tier and role changes leave exactly one audit entry each', async () => {
    const target = await t.createMember();
    const before = await auditCount();
    expect((await as('admin').put(`/api/staff/members/${target.id}`, { tier: 'gold' })).status).toBe(200);
    expect((await as('super').put(`/api/staff/members/${target.id}`, { role: 'moderator' })).status).toBe(200);
    expect(await auditCount()).toBe(before + 2);
  });

  it('the audit log is filterable and cannot be changed, through the API or the table', async () => {
    const target = await t.createMember();
    await as('admin').put(`/api/staff/members/${target.id}`, { tier: 'silver' });
    const c = as('super');
    const res = await c.get('/api/staff/audit').query({ filter: JSON.stringify({ targetId: target.id, staffId: clients.get('admin')!.id, action: 'member.update' }) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ staffName: expect.any(String), targetType: 'member', after: { tier: 'silver' } });
    const id = res.body[0].id;
    expect((await c.get(`/api/staff/audit/${id}`)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await c.get('/api/staff/audit').query({ filter: JSON.stringify({ targetId: target.id, from: today, to: today }) });
    expect(dated.body).toHaveLength(1);
    const old = await c.get('/api/staff/audit').query({ filter: JSON.stringify({ targetId: target.id, to: '2020-01-01' }) });
    expect(old.body).toHaveLength(0);

    expect((await c.put(`/api/staff/audit/${id}`, { action: 'x' })).status).toBe(404);
    expect((await c.delete(`/api/staff/audit/${id}`)).status).toBe(404);
    await expect(t.db.query(`UPDATE staff_audit_log SET action = 'x' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM staff_audit_log WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
  });

  it('an admin sees only their brand’s audit entries', async () => {
    const de = await t.createMember({ homeVariant: 'shde' });
    await as('global').put(`/api/staff/members/${de.id}`, { tier: 'gold' });
    const res = await as('admin').get('/api/staff/audit').query({ filter: JSON.stringify({ targetId: de.id }) });
    expect(res.body).toEqual([]);
    const g = await as('global').get('/api/staff/audit').query({ filter: JSON.stringify({ targetId: de.id }) });
    expect(g.body).toHaveLength(1);
  });

  it('record locks: the second editor learns who holds the record', async () => {
    const target = await t.createMember();
    const a = await as('admin').put(`/api/staff/locks/members/${target.id}`);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ mine: true, holderId: clients.get('admin')!.id });
    const b = await as('super').put(`/api/staff/locks/members/${target.id}`);
    expect(b.status).toBe(409);
    expect(b.body.lock).toMatchObject({ mine: false, holderId: clients.get('admin')!.id, holderName: expect.any(String) });
    const seen = await as('super').get(`/api/staff/locks/members/${target.id}`);
    expect(seen.body.holderName).toBe(a.body.holderName);
    expect((await as('admin').put(`/api/staff/locks/members/${target.id}`)).status).toBe(200);
    expect((await as('admin').delete(`/api/staff/locks/members/${target.id}`)).body.holderId).toBeNull();
    expect((await as('super').put(`/api/staff/locks/members/${target.id}`)).status).toBe(200);
    expect((await as('member').put(`/api/staff/locks/members/${target.id}`)).status).toBe(403);
    expect((await as('super').put(`/api/staff/locks/nope/${target.id}`)).status).toBe(422);
  });

  it('record locks follow the record’s rules: the page opens it, another brand’s record is not found', async () => {
    // A ticket of shuk (opened by a shuk member) and one of shde.
    const opener = async (homeVariant: string) => {
      const m = await t.createMember({ homeVariant });
      const c = t.client(`${homeVariant}.localhost:3000`);
      expect((await c.login(m.name, m.password)).status).toBe(200);
      const res = await c.post('/api/tickets', { category: 'account', subject: 'Locked out', body: 'Please help' });
      expect(res.status).toBe(201);
      return res.body.data.reference as string;
    };
    const uk = await opener('shuk');
    const de = await opener('shde');
    const held = await as('support').put(`/api/staff/locks/tickets/${uk}`);
    expect(held.status).toBe(200);
    // A moderator (no tickets page) learns nothing about who works on a ticket.
    expect((await as('moderator').get(`/api/staff/locks/tickets/${uk}`)).status).toBe(403);
    expect((await as('moderator').put(`/api/staff/locks/tickets/${uk}`)).status).toBe(403);
    const seen = await as('admin').get(`/api/staff/locks/tickets/${uk}`);
    expect(seen.body).toMatchObject({ holderId: clients.get('support')!.id, mine: false });
    // shuk-bound staff do not see shde's ticket, nor its lock; Global does.
    expect((await as('admin').put(`/api/staff/locks/tickets/${de}`)).status).toBe(404);
    expect((await as('global').put(`/api/staff/locks/tickets/${de}`)).status).toBe(200);
    expect((await as('support').put('/api/staff/locks/tickets/T-1999-999999')).status).toBe(404);
    expect((await as('support').put(`/api/staff/locks/tickets/not-a-ticket`)).status).toBe(404);
    // Reports: the reports page opens their locks (support may not).
    const reporter = await t.createMember();
    const reported = await t.createMember();
    const rc = t.client();
    await rc.login(reporter.name, reporter.password);
    const report = await rc.post('/api/reports', { subjectType: 'member', subjectId: reported.id, reason: 'spam', details: 'Adverts' });
    expect(report.status).toBe(201);
    expect((await as('support').put(`/api/staff/locks/reports/${report.body.data.id}`)).status).toBe(403);
    expect((await as('moderator').put(`/api/staff/locks/reports/${report.body.data.id}`)).status).toBe(200);
    const taken = await as('admin').put(`/api/staff/locks/reports/${report.body.data.id}`);
    expect(taken.status).toBe(409);
    expect(taken.body.lock).toMatchObject({ holderId: clients.get('moderator')!.id, holderName: expect.any(String) });
    expect((await as('moderator').delete(`/api/staff/locks/reports/${report.body.data.id}`)).body.holderId).toBeNull();
  });

  it('site-stats: revenue per currency from succeeded payments, new subscriptions per day', async () => {
    const m = await t.createMember({ homeVariant: 'pefr' });
    const pay = (status: string, amount: number, key: string) =>
      t.db.query(
        `INSERT INTO payments (reference, member_id, variant, kind, status, amount_minor, currency, gateway, idempotency_key) VALUES ($1, $2, 'pefr', 'upgrade', $3, $4, 'EUR', 'test', $5)`,
        [`P-${key}-${Date.now()}`, m.id, status, amount, key],
      );
    await pay('succeeded', 1299, 'a');
    await pay('succeeded', 701, 'b');
    await pay('refunded', 5000, 'c');
    await pay('failed', 3000, 'd');
    await t.db.query(
      `INSERT INTO subscriptions (member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, paid_with, variant)
       VALUES ($1, 'gold', 'month', 'active', 'EUR', 1299, now(), now() + interval '1 month', 'card', 'pefr')`,
      [m.id],
    );
    const res = await as('global').get('/api/staff/site-stats').query({ variant: 'pefr' });
    expect(res.status).toBe(200);
    const today = res.body.days.find((d: { day: string }) => d.day === new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ revenue: { EUR: 2000 }, newSubscriptions: 1 });
    expect(res.body.totals).toMatchObject({ revenue: { EUR: 2000 }, newSubscriptions: 1 });
    expect(res.body.byVariant).toEqual([expect.objectContaining({ variant: 'pefr', revenue: { EUR: 2000 }, newSubscriptions: 1 })]);
    expect(res.body.payments).toEqual({ available: true, currencies: ['EUR'], reason: null });
  });

  it('site-stats: per-day figures from SQL aggregates, scoped per variant', async () => {
    const before = await as('global').get('/api/staff/site-stats').query({ variant: 'lush' });
    expect(before.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const m = await t.createMember({ homeVariant: 'lush' });
    await t.client().login(m.name, m.password);
    const res = await as('global').get('/api/staff/site-stats').query({ variant: 'lush' });
    expect(res.body.days).toHaveLength(30);
    const day = res.body.days.find((d: { day: string }) => d.day === today);
    const dayBefore = before.body.days.find((d: { day: string }) => d.day === today);
    expect(day.signups).toBe(dayBefore.signups + 1);
    expect(day.activeMembers).toBe(dayBefore.activeMembers + 1);
    expect(res.body.totals.signups).toBeGreaterThanOrEqual(1);
    expect(res.body.byVariant.map((v: { variant: string }) => v.variant)).toEqual(['lush']);
    expect(res.body.payments).toMatchObject({ available: true });
    expect(res.body.days[0]).toHaveProperty('newSubscriptions');
    expect((await as('admin').get('/api/staff/site-stats').query({ variant: 'lush' })).status).toBe(403);
    const mine = await as('admin').get('/api/staff/site-stats');
    expect(mine.body.byVariant.every((v: { variant: string }) => v.variant === 'shuk')).toBe(true);
    expect((await as('global').get('/api/staff/site-stats').query({ from: '2026-02-01', to: '2026-01-01' })).status).toBe(422);
  });
});
