import { randomUUID } from 'node:crypto';
import { startTestApp, type Client, type TestApp } from './harness.js';

describe('support tickets API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function login(opts: Parameters<TestApp['createMember']>[0] = {}): Promise<{ m: Awaited<ReturnType<TestApp['createMember']>>; c: Client }> {
    const m = await t.createMember(opts);
    // Members use their home brand's site: a ticket belongs to the brand it was opened on.
    const c = t.client(`${opts.homeVariant ?? 'shuk'}.localhost:3000`);
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return { m, c };
  }
  const auditFor = async (ref: string) => (await t.db.query(`SELECT action FROM staff_audit_log WHERE target_type = 'ticket' AND target_id = $1 ORDER BY id`, [ref])).map((r: { action: string }) => r.action);

  it('a member opens a ticket, support replies (notified and e-mailed), the member reads and answers', async () => {
    const { m, c } = await login();
    expect((await c.post('/api/tickets', { category: 'billing', subject: 'x', body: '' })).status).toBe(422);
    const clientId = randomUUID();
    const opened = await c.post('/api/tickets', { category: 'billing', subject: 'Charged twice', body: 'I paid twice for Gold.', clientId });
    expect(opened.status).toBe(201);
    const ref: string = opened.body.data.reference;
    expect(ref).toMatch(new RegExp(`^T-${new Date().getUTCFullYear()}-\\d{6}$`));
    // The same submission again stores nothing new.
    expect((await c.post('/api/tickets', { category: 'billing', subject: 'Charged twice', body: 'I paid twice for Gold.', clientId })).body.data.reference).toBe(ref);
    expect((await c.get('/api/tickets')).body.data.map((x: { reference: string }) => x.reference)).toEqual([ref]);

    const { c: support } = await login({ role: 'support' });
    const list = await support.get('/api/staff/tickets').query({ filter: JSON.stringify({ q: ref }) });
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([ref]);
    expect(list.headers['content-range']).toBe('tickets 0-0/1');

    const note = await support.post(`/api/staff/tickets/${ref}/messages`, { body: 'Check Stripe first', internal: true });
    expect(note.status).toBe(201);
    const reply = await support.post(`/api/staff/tickets/${ref}/messages`, { body: 'Refunded the second payment.' });
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('waiting');
    expect(reply.body.messages).toHaveLength(3);
    expect(await auditFor(ref)).toEqual(['ticket.note', 'ticket.reply']);

    const mail = await t.waitForMail(m.email, 'tickets.staff-reply');
    expect(mail).toContain(ref);
    const notes = await c.get('/api/notifications');
    expect(JSON.stringify(notes.body)).toContain(ref);

    expect((await c.get('/api/tickets')).body.data[0].unread).toBe(true);
    const seen = await c.get(`/api/tickets/${ref}`);
    expect(seen.body.data.messages.map((x: { body: string }) => x.body)).toEqual(['I paid twice for Gold.', 'Refunded the second payment.']);
    expect(JSON.stringify(seen.body)).not.toContain('Check Stripe first');
    expect((await c.get('/api/tickets')).body.data[0].unread).toBe(false);

    const answered = await c.post(`/api/tickets/${ref}/messages`, { body: 'Thanks!' });
    expect(answered.body.data.status).toBe('open');
    expect((await c.post(`/api/tickets/${ref}/close`)).body.data.status).toBe('closed');
    expect((await c.post(`/api/tickets/${ref}/messages`, { body: 'More' })).status).toBe(409);
  });

  it('another member’s ticket is not found; guests are refused', async () => {
    const { c } = await login();
    const ref = (await c.post('/api/tickets', { category: 'account', subject: 'My account', body: 'Help' })).body.data.reference;
    const { c: other } = await login();
    expect((await other.get(`/api/tickets/${ref}`)).status).toBe(404);
    expect((await other.post(`/api/tickets/${ref}/messages`, { body: 'x' })).status).toBe(404);
    expect((await t.client().get('/api/tickets')).status).toBe(401);
    expect((await c.get('/api/tickets/nope')).status).toBe(422);
  });

  it('staff roles: support works on tickets, moderators, editors and members may not; other brands are not found', async () => {
    const { c } = await login({ homeVariant: 'shde' });
    const ref = (await c.post('/api/tickets', { category: 'technical', subject: 'Broken page', body: 'It breaks' })).body.data.reference;
    const { c: ukSupport } = await login({ role: 'support', homeVariant: 'shuk' });
    expect((await ukSupport.get(`/api/staff/tickets/${ref}`)).status).toBe(404);
    for (const role of ['moderator', 'editor'] as const) {
      const { c: s } = await login({ role });
      expect((await s.get(`/api/staff/tickets/${ref}`)).status).toBe(403);
      expect((await s.put(`/api/staff/tickets/${ref}`, { status: 'resolved' })).status).toBe(403);
    }
    expect((await c.get('/api/staff/tickets')).status).toBe(403);
    const { m: deSupport, c: de } = await login({ role: 'support', homeVariant: 'shde' });
    const upd = await de.put(`/api/staff/tickets/${ref}`, { status: 'resolved', priority: 'high', assigneeId: deSupport.id });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ status: 'resolved', priority: 'high', assigneeId: deSupport.id, assigneeName: deSupport.name });
    expect(await auditFor(ref)).toEqual(['ticket.update']);
    const { m: mod } = await login({ role: 'moderator', homeVariant: 'shde' });
    expect((await de.put(`/api/staff/tickets/${ref}`, { assigneeId: mod.id })).status).toBe(422);
    // Nothing changed: no audit entry.
    expect((await de.put(`/api/staff/tickets/${ref}`, { status: 'resolved' })).status).toBe(200);
    expect(await auditFor(ref)).toEqual(['ticket.update']);
  });

  it('a moderator opens a ticket from a report; the report is the context and the member is told', async () => {
    const { m: reporter, c: rc } = await login();
    const { m: reported, c: reportedClient } = await login();
    const report = await rc.post('/api/reports', { subjectType: 'member', subjectId: reported.id, reason: 'harassment', details: 'Rude messages' });
    expect(report.status).toBe(201);
    const { c: mod } = await login({ role: 'moderator' });
    const created = await mod.post('/api/staff/tickets', { reportId: report.body.data.id, category: 'safety', subject: 'About your messages', body: 'Please keep it civil.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ memberId: reported.id, reportId: report.body.data.id, status: 'waiting', context: { source: 'report', reason: 'harassment', details: 'Rude messages', reporterName: reporter.name } });
    expect(await auditFor(created.body.reference)).toEqual(['ticket.create']);
    const mine = await reportedClient.get('/api/tickets');
    expect(mine.body.data[0]).toMatchObject({ reference: created.body.reference, unread: true });
    // Without a report, moderators may not open tickets.
    expect((await mod.post('/api/staff/tickets', { memberId: reported.id, category: 'safety', subject: 'Hello there', body: 'x' })).status).toBe(403);
  });

  it('support opens a ticket on behalf of a member by name', async () => {
    const { m } = await login();
    const { c: support } = await login({ role: 'support' });
    const res = await support.post('/api/staff/tickets', { memberName: m.name, category: 'account', subject: 'Your e-mail address', body: 'We called you; here is the summary.' });
    expect(res.status).toBe(201);
    expect(res.body.memberName).toBe(m.name);
    expect((await support.post('/api/staff/tickets', { memberName: 'nobody-at-all', category: 'account', subject: 'Hello there', body: 'x' })).status).toBe(422);
  });
});
