import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { appForTests, type Client, type TestApp } from './harness.js';
import { rawUpload } from './support/raw-upload.js';

/** A photo carrying camera and GPS EXIF, as a phone uploads it. */
const gpsJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'exif-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable's first bytes (MZ header), renamed to look like a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4000, 0x41)]);

describe('support tickets API', () => {
  const t = appForTests();

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

  // ---- attachments ----------------------------------------------------------------------------------------

  async function attach(c: Client, body: Buffer, filename: string, path = '/api/tickets/attachments') {
    return c.agent.post(path).set('host', c.host).set('x-xsrf-token', await c.csrf()).attach('file', body, filename);
  }

  it('attachments: a photo is re-encoded without metadata, a PDF kept; both served only to the member and staff in scope', async () => {
    const { m, c } = await login();
    const photo = await attach(c, await gpsJpeg(), 'holiday.jpg');
    expect(photo.status).toBe(201);
    expect(photo.body.data).toMatchObject({ kind: 'image', contentType: 'image/webp', filename: 'holiday.webp' });
    const opened = await c.post('/api/tickets', { category: 'technical', subject: 'Screenshot of the error', body: 'See the picture', attachmentId: photo.body.data.id });
    expect(opened.status).toBe(201);
    const ref: string = opened.body.data.reference;
    const shown = opened.body.data.messages[0].attachment;
    expect(shown).toMatchObject({ id: photo.body.data.id, kind: 'image', url: `/api/tickets/${ref}/attachments/${photo.body.data.id}` });

    const file = await c.agent.get(shown.url).set('host', c.host).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="holiday.webp"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((file.body as Buffer).includes('exif-secret')).toBe(false);

    // The upload is used: it cannot be attached a second time.
    expect((await c.post(`/api/tickets/${ref}/messages`, { body: 'Again', attachmentId: photo.body.data.id })).status).toBe(422);

    const pdf = await attach(c, PDF, 'invoice.pdf');
    expect(pdf.body.data).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', filename: 'invoice.pdf', size: PDF.length });
    const replied = await c.post(`/api/tickets/${ref}/messages`, { body: 'And the invoice', attachmentId: pdf.body.data.id });
    expect(replied.status).toBe(201);
    const pdfUrl: string = replied.body.data.messages[1].attachment.url;
    const pdfRes = await c.agent.get(pdfUrl).set('host', c.host);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(pdfRes.headers['content-security-policy']).toContain('sandbox');

    // Staff of the ticket's brand see both, through their own path; staff of another brand do not.
    const { c: support } = await login({ role: 'support' });
    const staffView = await support.get(`/api/staff/tickets/${ref}`);
    const staffUrl: string = staffView.body.messages[0].attachment.url;
    expect(staffUrl).toBe(`/api/staff/tickets/${ref}/attachments/${photo.body.data.id}`);
    expect((await support.agent.get(staffUrl).set('host', support.host)).status).toBe(200);
    const { c: deSupport } = await login({ role: 'support', homeVariant: 'shde' });
    expect((await deSupport.agent.get(staffUrl).set('host', deSupport.host)).status).toBe(404);
    const { c: moderator } = await login({ role: 'moderator' });
    expect((await moderator.agent.get(staffUrl).set('host', moderator.host)).status).toBe(403);
    expect((await attach(moderator, PDF, 'x.pdf', '/api/staff/tickets/attachments')).status).toBe(403);
    // A member cannot use the staff upload or the staff path.
    expect((await attach(c, PDF, 'x.pdf', '/api/staff/tickets/attachments')).status).toBe(403);
    expect((await c.agent.get(staffUrl).set('host', c.host)).status).toBe(403);

    // Staff attach to a reply, and to an internal note the member never sees (nor its file).
    const staffPdf = await attach(support, PDF, 'refund.pdf', '/api/staff/tickets/attachments');
    expect(staffPdf.status).toBe(201);
    const noteFile = await attach(support, await gpsJpeg(), 'internal.png', '/api/staff/tickets/attachments');
    expect((await support.post(`/api/staff/tickets/${ref}/messages`, { body: 'Refund receipt', attachmentId: staffPdf.body.id })).status).toBe(201);
    expect((await support.post(`/api/staff/tickets/${ref}/messages`, { body: 'Looks fine', internal: true, attachmentId: noteFile.body.id })).status).toBe(201);
    const memberView = await c.get(`/api/tickets/${ref}`);
    expect(memberView.body.data.messages.map((x: { attachment: { filename: string } | null }) => x.attachment?.filename ?? null)).toEqual([
      'holiday.webp',
      'invoice.pdf',
      'refund.pdf',
    ]);
    expect((await c.agent.get(`/api/tickets/${ref}/attachments/${noteFile.body.id}`).set('host', c.host)).status).toBe(404);
    expect(m.id).toBeTruthy();
  });

  it('attachments: an executable renamed .pdf is refused by its bytes; a GIF too', async () => {
    const { c } = await login();
    const exe = await attach(c, EXE, 'invoice.pdf');
    expect(exe.status).toBe(422);
    expect(exe.body).toMatchObject({ code: 'TICKET_ATTACHMENT_TYPE', errors: [{ field: 'file' }] });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } }).gif().toBuffer();
    expect((await attach(c, gif, 'a.gif')).status).toBe(422);
    expect((await t.client().agent.post('/api/tickets/attachments').set('host', 'shuk.localhost:3000').attach('file', PDF, 'a.pdf')).status).toBeGreaterThanOrEqual(401);
  });

  it('attachments: another member can neither attach my upload nor read my attachment (IDOR)', async () => {
    const { c } = await login();
    const upload = await attach(c, PDF, 'mine.pdf');
    const { c: other } = await login();
    const stolen = await other.post('/api/tickets', { category: 'other', subject: 'Not mine', body: 'x', attachmentId: upload.body.data.id });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toMatchObject({ code: 'TICKET_ATTACHMENT_NOT_FOUND', errors: [{ field: 'attachmentId' }] });
    // Nothing was stored for the refused ticket (one transaction).
    expect((await other.get('/api/tickets')).body.data).toEqual([]);
    const ref = (await c.post('/api/tickets', { category: 'other', subject: 'Mine', body: 'x', attachmentId: upload.body.data.id })).body.data.reference;
    const url = `/api/tickets/${ref}/attachments/${upload.body.data.id}`;
    expect((await other.agent.get(url).set('host', other.host)).status).toBe(404);
    // Even with a ticket of their own, another ticket's attachment id is not found there.
    const otherRef = (await other.post('/api/tickets', { category: 'other', subject: 'Other', body: 'x' })).body.data.reference;
    expect((await other.agent.get(`/api/tickets/${otherRef}/attachments/${upload.body.data.id}`).set('host', other.host)).status).toBe(404);
    expect((await t.client('shuk.localhost:3000').agent.get(url).set('host', 'shuk.localhost:3000')).status).toBe(401);
    // Staff may not attach a member's upload either.
    const upload2 = await attach(c, PDF, 'second.pdf');
    const { c: support } = await login({ role: 'support' });
    expect((await support.post(`/api/staff/tickets/${ref}/messages`, { body: 'x', attachmentId: upload2.body.data.id })).status).toBe(422);
  });

  it('attachments: over 10 MB is refused with 413 and a clear message', async () => {
    const { c } = await login();
    const res = await rawUpload(t, c, { path: '/api/tickets/attachments', filename: 'big.pdf', contentType: 'application/pdf', signature: PDF, filler: 0x20, total: 11 * 1024 * 1024, chunked: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/too large: 10 MB at most/);
  });

  // ---- from a payment -------------------------------------------------------------------------------------

  async function failedPayment(memberId: string, variant: string): Promise<string> {
    const [row] = await t.db.query(
      `INSERT INTO payments (reference, member_id, variant, kind, status, amount_minor, currency, gateway, idempotency_key, failure_message)
       VALUES ($1, $2, $3, 'upgrade', 'failed', 1299, 'GBP', 'test', $4, 'Your card was declined.') RETURNING id`,
      [`P-${randomUUID().slice(0, 8)}`, memberId, variant, randomUUID()],
    );
    return row.id;
  }

  it('admin opens a ticket from a failed payment with its context; audited; the member is told', async () => {
    const { m, c } = await login();
    const paymentId = await failedPayment(m.id, 'shuk');
    const { c: admin } = await login({ role: 'admin' });
    const created = await admin.post('/api/staff/tickets', { paymentId, category: 'billing', subject: 'Your payment failed', body: 'Your card was declined; try another card.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      memberId: m.id,
      category: 'billing',
      status: 'waiting',
      context: { source: 'payment', paymentId, amountMinor: 1299, currency: 'GBP', amount: '£12.99', status: 'failed', failureReason: 'Your card was declined.', paymentDate: expect.any(String) },
    });
    const audit = await t.db.query(`SELECT action, after FROM staff_audit_log WHERE target_type = 'ticket' AND target_id = $1`, [created.body.reference]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'ticket.create', after: { paymentId, memberId: m.id } });
    expect((await c.get('/api/tickets')).body.data[0]).toMatchObject({ reference: created.body.reference, unread: true });
  });

  it('from a payment: support and moderators are refused (no payments page); a payment of another brand is not found', async () => {
    const { m } = await login();
    const paymentId = await failedPayment(m.id, 'shuk');
    const body = { paymentId, category: 'billing', subject: 'Your payment failed', body: 'x' };
    for (const role of ['support', 'moderator'] as const) {
      const { c: s } = await login({ role });
      expect((await s.post('/api/staff/tickets', body)).status).toBe(403);
    }
    const { m: de } = await login({ homeVariant: 'shde' });
    const dePayment = await failedPayment(de.id, 'shde');
    const { c: ukAdmin } = await login({ role: 'admin' });
    const other = await ukAdmin.post('/api/staff/tickets', { ...body, paymentId: dePayment });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'TICKET_PAYMENT_NOT_FOUND', errors: [{ field: 'paymentId' }] });
    expect((await ukAdmin.post('/api/staff/tickets', { ...body, paymentId: randomUUID() })).status).toBe(422);
    // The ticket is for the member who paid, never another one with this payment's details.
    const { m: someoneElse } = await login();
    const wrongMember = await ukAdmin.post('/api/staff/tickets', { ...body, memberName: someoneElse.name });
    expect(wrongMember.status).toBe(422);
    expect(wrongMember.body.errors).toEqual([expect.objectContaining({ field: 'memberName' })]);
    expect((await ukAdmin.post('/api/staff/tickets', { ...body, paymentId: 'nope' })).status).toBe(422);
    const none = await t.db.query(`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'ticket.create' AND after->>'paymentId' = $1`, [dePayment]);
    expect(none[0].n).toBe(0);
  });

  describe('first-response deadline (SLA)', () => {
    type Row = { id: string; firstResponseDueAt: string; firstResponseAt: string | null; overdue: boolean; priority: string };
    // Members may open 10 tickets an hour per address, and every test here runs from the same one.
    beforeEach(() => t.db.query(`DELETE FROM rate_limit_hits WHERE bucket = 'ticket'`));
    /** Opens a ticket as the member, then moves its opening time (the deadline is a generated column and follows). */
    async function opened(c: Client, category: string, createdAt?: string): Promise<string> {
      const res = await c.post('/api/tickets', { category, subject: `About ${category}`, body: 'Please help' });
      expect(res.body).toMatchObject({ data: { reference: expect.any(String) } });
      const ref: string = res.body.data.reference;
      if (createdAt) await t.db.query(`UPDATE tickets SET created_at = $2 WHERE reference = $1`, [ref, createdAt]);
      return ref;
    }
    const list = (s: Client, filter: object, range = [0, 24], sort = ['firstResponseDueAt', 'ASC']) =>
      s.get('/api/staff/tickets').query({ filter: JSON.stringify(filter), range: JSON.stringify(range), sort: JSON.stringify(sort) });

    it('counts 2 working days (Mon–Fri, UTC) for complaints and 24 hours for safety across a weekend; priority moves it', async () => {
      const { c } = await login();
      const { c: support } = await login({ role: 'support' });
      // Friday 15:00 → Tuesday 15:00; Saturday → counted from Monday 00:00, due Wednesday 00:00; Thursday → Monday.
      const friday = await opened(c, 'billing', '2026-11-20T15:00:00Z');
      const saturday = await opened(c, 'account', '2026-11-21T10:00:00Z');
      const thursday = await opened(c, 'technical', '2026-11-19T10:00:00Z');
      const safety = await opened(c, 'safety', '2026-11-20T15:00:00Z');
      const due = async (ref: string) => ((await support.get(`/api/staff/tickets/${ref}`)).body as Row).firstResponseDueAt;
      expect(await due(friday)).toBe('2026-11-24T15:00:00.000Z');
      expect(await due(saturday)).toBe('2026-11-25T00:00:00.000Z');
      expect(await due(thursday)).toBe('2026-11-23T10:00:00.000Z');
      expect(await due(safety)).toBe('2026-11-21T15:00:00.000Z');
      // High: 1 working day (Friday → Monday); urgent: 4 hours, weekend or not.
      expect((await support.put(`/api/staff/tickets/${friday}`, { priority: 'high' })).body.firstResponseDueAt).toBe('2026-11-23T15:00:00.000Z');
      expect((await support.put(`/api/staff/tickets/${friday}`, { priority: 'urgent' })).body.firstResponseDueAt).toBe('2026-11-20T19:00:00.000Z');
      expect((await support.put(`/api/staff/tickets/${friday}`, { priority: 'normal' })).body.firstResponseDueAt).toBe('2026-11-24T15:00:00.000Z');
      // The same in SQL whatever the session's time zone (working days are counted in UTC).
      const [{ d }] = await t.db.query(`SELECT (SELECT ticket_first_response_due('2026-11-21T10:00:00Z', 'billing', 'low')) AS d FROM (SELECT set_config('timezone', 'Pacific/Auckland', true)) s`);
      expect(new Date(d).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    });

    it('filters overdue and due-today tickets, sorts by the deadline, keeps Content-Range right; a reply answers it', async () => {
      const { m, c } = await login();
      const { c: support } = await login({ role: 'support' });
      const late = await opened(c, 'billing', '2026-11-20T15:00:00Z'); // due 24 Nov 15:00
      const lateSafety = await opened(c, 'safety', '2026-11-20T15:00:00Z'); // due 21 Nov 15:00
      const fresh = await opened(c, 'billing'); // due in 2 working days
      const closed = await opened(c, 'account', '2026-11-02T09:00:00Z');
      await support.put(`/api/staff/tickets/${closed}`, { status: 'closed' });
      // Urgent and due halfway between now and the end of today (UTC).
      const today = await opened(c, 'other');
      await support.put(`/api/staff/tickets/${today}`, { priority: 'urgent' });
      await t.db.query(
        `UPDATE tickets SET created_at = now() + (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day' - now()) / 2 - interval '4 hours' WHERE reference = $1`,
        [today],
      );

      const overdue = await list(support, { memberId: m.id, due: 'overdue' });
      expect(overdue.status).toBe(200);
      expect(overdue.body.map((r: Row) => r.id)).toEqual([lateSafety, late]);
      expect(overdue.body.every((r: Row) => r.overdue && r.firstResponseAt === null)).toBe(true);
      expect(overdue.headers['content-range']).toBe('tickets 0-1/2');
      const firstOnly = await list(support, { memberId: m.id, due: 'overdue' }, [0, 0]);
      expect(firstOnly.body.map((r: Row) => r.id)).toEqual([lateSafety]);
      expect(firstOnly.headers['content-range']).toBe('tickets 0-0/2');
      const second = await list(support, { memberId: m.id, due: 'overdue' }, [1, 1]);
      expect(second.body.map((r: Row) => r.id)).toEqual([late]);
      expect(second.headers['content-range']).toBe('tickets 1-1/2');

      const dueToday = await list(support, { memberId: m.id, due: 'today' });
      expect(dueToday.body.map((r: Row) => r.id)).toEqual([today]);
      expect(dueToday.body[0].overdue).toBe(false);
      expect(dueToday.headers['content-range']).toBe('tickets 0-0/1');

      const all = await list(support, { memberId: m.id }, [0, 24], ['firstResponseDueAt', 'DESC']);
      expect(all.body.map((r: Row) => r.id)).toEqual([fresh, today, late, lateSafety, closed]);
      expect(all.body.find((r: Row) => r.id === closed).overdue).toBe(false);

      // An internal note does not answer the member; a reply does, once, and the ticket leaves the overdue list.
      await support.post(`/api/staff/tickets/${late}/messages`, { body: 'Looking into it', internal: true });
      expect((await list(support, { memberId: m.id, due: 'overdue' })).headers['content-range']).toBe('tickets 0-1/2');
      const replied = await support.post(`/api/staff/tickets/${late}/messages`, { body: 'We refunded you.' });
      expect(replied.body.overdue).toBe(false);
      const firstAt = replied.body.firstResponseAt as string;
      expect(firstAt).toEqual(expect.any(String));
      await c.post(`/api/tickets/${late}/messages`, { body: 'Thanks, one more thing' });
      const again = await support.post(`/api/staff/tickets/${late}/messages`, { body: 'Sure' });
      expect(again.body.firstResponseAt).toBe(firstAt);
      const after = await list(support, { memberId: m.id, due: 'overdue' });
      expect(after.body.map((r: Row) => r.id)).toEqual([lateSafety]);
      expect(after.headers['content-range']).toBe('tickets 0-0/1');
      // A ticket staff open on a member's behalf starts with a staff message: answered from the start.
      const onBehalf = await support.post('/api/staff/tickets', { memberId: m.id, category: 'account', subject: 'Your account', body: 'We noticed something' });
      expect(onBehalf.body).toMatchObject({ overdue: false, firstResponseAt: expect.any(String) });
    });

    it('the deadline filters keep the role refusals and the brand scope; a bad value is a 422 naming the field', async () => {
      const { c: de } = await login({ homeVariant: 'shde' });
      const deLate = await opened(de, 'billing', '2026-11-20T15:00:00Z');
      const { c: ukSupport } = await login({ role: 'support', homeVariant: 'shuk' });
      const uk = await ukSupport.get('/api/staff/tickets').query({ filter: JSON.stringify({ due: 'overdue' }), range: '[0,499]' });
      expect(uk.status).toBe(200);
      expect(uk.body.map((r: Row) => r.id)).not.toContain(deLate);
      expect(uk.body.every((r: { variant: string }) => r.variant === 'shuk')).toBe(true);
      const { c: deSupport } = await login({ role: 'support', homeVariant: 'shde' });
      expect((await deSupport.get('/api/staff/tickets').query({ filter: JSON.stringify({ due: 'overdue' }), range: '[0,499]' })).body.map((r: Row) => r.id)).toContain(deLate);
      for (const role of ['moderator', 'editor'] as const) {
        const { c: s } = await login({ role });
        expect((await s.get('/api/staff/tickets').query({ filter: JSON.stringify({ due: 'overdue' }) })).status).toBe(403);
      }
      const { c: member } = await login();
      expect((await member.get('/api/staff/tickets').query({ filter: JSON.stringify({ due: 'overdue' }) })).status).toBe(403);
      const bad = await ukSupport.get('/api/staff/tickets').query({ filter: JSON.stringify({ due: 'soon' }) });
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body.errors)).toContain('due');
    });
  });
});
