import { appForTests } from './harness.js';

type Role = 'super' | 'global' | 'admin' | 'moderator' | 'support' | 'editor' | 'member';

describe('reports API', () => {
  const t = appForTests();

  const as = (role: Role, homeVariant = 'shuk', host?: string) => t.signedInMember({ role, homeVariant, host });

  it('refuses guests (401)', async () => {
    const res = await t.client().post('/api/reports', { subjectType: 'story', subjectId: '42', reason: 'spam' });
    expect(res.status).toBe(401);
    expect(await t.db.query('SELECT count(*)::int AS n FROM reports')).toEqual([{ n: 0 }]);
  });

  it('files a report and answers with the message the site shows', async () => {
    const { m, c } = await as('member');
    const target = await t.createMember();
    const res = await c.post('/api/reports', { subjectType: 'member', subjectId: target.id, reason: 'harassment', details: '  Sends threats  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'open', message: expect.stringContaining('moderators') });
    const rows = await t.db.query('SELECT reporter_id, variant, subject_type, subject_id, reason, details, status FROM reports WHERE id = $1', [res.body.data.id]);
    expect(rows).toEqual([
      { reporter_id: m.id, variant: 'shuk', subject_type: 'member', subject_id: target.id, reason: 'harassment', details: 'Sends threats', status: 'open' },
    ]);
  });

  it('records the variant the report was filed on', async () => {
    const { m: de, c } = await as('member', 'shde', 'shde.localhost:3000');
    await t.db.query(`UPDATE members SET locale = 'de_DE' WHERE id = $1`, [de.id]);
    const res = await c.post('/api/reports', { subjectType: 'story', subjectId: '981', reason: 'underage' });
    expect(res.status).toBe(201);
    // The German site answers in German.
    expect(res.body.data.message).toContain('Moderationsteam');
    expect((await t.db.query('SELECT variant FROM reports WHERE id = $1', [res.body.data.id]))[0].variant).toBe('shde');
  });

  it('answers 422 naming each bad field', async () => {
    const { c } = await as('member');
    const bad = await c.post('/api/reports', { subjectType: 'planet', subjectId: 'a b', reason: 'meh', details: 'x'.repeat(2001) });
    expect(bad.status).toBe(422);
    const fields = bad.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['details', 'reason', 'subjectId', 'subjectType']);

    const other = await c.post('/api/reports', { subjectType: 'comment', subjectId: '7', reason: 'other', details: '   ' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ field: 'details', message: expect.stringContaining('other') }]);
  });

  it('refuses reporting yourself (422) and a member that does not exist (404)', async () => {
    const { m, c } = await as('member');
    const self = await c.post('/api/reports', { subjectType: 'member', subjectId: m.id, reason: 'spam' });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].field).toBe('subjectId');
    const ghost = await c.post('/api/reports', { subjectType: 'member', subjectId: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(ghost.status).toBe(404);
    expect((await c.post('/api/reports', { subjectType: 'member', subjectId: 'not-a-uuid', reason: 'spam' })).status).toBe(404);
  });

  it('allows one open report per reporter and subject: the second is 409 with a clear message', async () => {
    const { c } = await as('member');
    const body = { subjectType: 'media', subjectId: 'photo-77', reason: 'non-consensual' };
    expect((await c.post('/api/reports', body)).status).toBe(201);
    const again = await c.post('/api/reports', { ...body, reason: 'illegal' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'REPORT_DUPLICATE', message: expect.stringContaining('already reported') });
    // Someone else may still report the same thing.
    const { c: other } = await as('member');
    expect((await other.post('/api/reports', body)).status).toBe(201);
  });

  describe('staff', () => {
    it('refuses the staff list to guests (401), plain members and the support and editor roles (403)', async () => {
      expect((await t.client().get('/api/staff/reports')).status).toBe(401);
      for (const role of ['member', 'support', 'editor'] as const) {
        const { c } = await as(role);
        expect((await c.get('/api/staff/reports')).status).toBe(403);
      }
      const { c } = await as('member');
      const id = (await t.db.query('SELECT id FROM reports LIMIT 1'))[0].id;
      expect((await c.get(`/api/staff/reports/${id}`)).status).toBe(403);
      expect((await c.put(`/api/staff/reports/${id}`, { status: 'dismissed', note: 'no' })).status).toBe(403);
    });

    it('lists with sort, range, filter and Content-Range, scoped to the moderator’s variant', async () => {
      const { c: reporter } = await as('member');
      await reporter.post('/api/reports', { subjectType: 'forum-post', subjectId: 'fp-1', reason: 'spam' });
      await reporter.post('/api/reports', { subjectType: 'group', subjectId: 'g-1', reason: 'hate' });
      const { c } = await as('moderator', 'shuk');
      const res = await c.get('/api/staff/reports').query({ sort: '["createdAt","DESC"]', range: '[0,1]', filter: '{}' });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toMatch(/^reports 0-1\/\d+$/);
      expect(res.body).toHaveLength(2);
      const all = await c.get('/api/staff/reports').query({ range: '[0,99]' });
      expect(all.body.every((r: { variant: string }) => r.variant === 'shuk')).toBe(true);
      const times = all.body.map((r: { createdAt: string }) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all.body[0]).toMatchObject({ reporterName: expect.any(String), status: 'open', handledAt: null });

      const groups = await c.get('/api/staff/reports').query({ filter: JSON.stringify({ subjectType: 'group', status: 'open' }) });
      expect(groups.body.map((r: { subjectId: string }) => r.subjectId)).toEqual(['g-1']);
      // A moderator of shuk asking for shde's reports gets none (the German report exists).
      const de = await c.get('/api/staff/reports').query({ filter: JSON.stringify({ variant: 'shde' }) });
      expect(de.body).toEqual([]);
      const badSort = await c.get('/api/staff/reports').query({ sort: '["details","ASC"]' });
      expect(badSort.status).toBe(422);
    });

    it('global staff see every variant; variant-bound staff get 404 for another variant’s report', async () => {
      const deReport = (await t.db.query(`SELECT id FROM reports WHERE variant = 'shde' LIMIT 1`))[0].id;
      const { c: global } = await as('global');
      const res = await global.get('/api/staff/reports').query({ filter: JSON.stringify({ variant: 'shde' }) });
      expect(res.body.map((r: { id: string }) => r.id)).toContain(deReport);
      expect((await global.get(`/api/staff/reports/${deReport}`)).status).toBe(200);
      const { c: admin } = await as('admin', 'shuk');
      expect((await admin.get(`/api/staff/reports/${deReport}`)).status).toBe(404);
      expect((await admin.put(`/api/staff/reports/${deReport}`, { status: 'handled', note: 'x' })).status).toBe(404);
    });

    it('a moderator marks a report handled with a note (audited), and the reporter may report again', async () => {
      const { c: reporter } = await as('member');
      const body = { subjectType: 'party', subjectId: 'p-9', reason: 'scam' };
      const filed = await reporter.post('/api/reports', body);
      const id = filed.body.data.id;
      const { m: mod, c } = await as('moderator', 'shuk');

      const noNote = await c.put(`/api/staff/reports/${id}`, { status: 'handled' });
      expect(noNote.status).toBe(422);
      expect(noNote.body.errors[0].field).toBe('note');

      const current = (await c.get(`/api/staff/reports/${id}`)).body;
      // react-admin sends the whole record back; only status and note count.
      const res = await c.put(`/api/staff/reports/${id}`, { ...current, status: 'handled', note: 'Party removed', variant: 'shde' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, status: 'handled', note: 'Party removed', handledById: mod.id, handledByName: mod.name, variant: 'shuk' });
      expect(res.body.handledAt).toEqual(expect.any(String));

      const audit = await t.db.query(`SELECT actor_id, action, variant, before, after FROM staff_audit_log WHERE target_type = 'report' AND target_id = $1`, [id]);
      expect(audit).toEqual([
        { actor_id: mod.id, action: 'report.update', variant: 'shuk', before: { status: 'open', note: null }, after: { status: 'handled', note: 'Party removed' } },
      ]);

      // Saving the same decision again changes nothing and writes no second audit entry.
      expect((await c.put(`/api/staff/reports/${id}`, { status: 'handled', note: 'Party removed' })).status).toBe(200);
      expect(await t.db.query(`SELECT count(*)::int AS n FROM staff_audit_log WHERE target_id = $1`, [id])).toEqual([{ n: 1 }]);

      // Handled: the member may report the same thing again; reopening the old one then conflicts.
      expect((await reporter.post('/api/reports', body)).status).toBe(201);
      const reopen = await c.put(`/api/staff/reports/${id}`, { status: 'open', note: '' });
      expect(reopen.status).toBe(409);
    });

    it('answers 422 for a malformed id', async () => {
      const { c } = await as('moderator');
      expect((await c.get('/api/staff/reports/12')).status).toBe(422);
    });
  });

  it('rate-limits reports per address (429 with retry-after)', async () => {
    const { c } = await as('member');
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) {
      last = (await c.post('/api/reports', { subjectType: 'comment', subjectId: `spam-${i}`, reason: 'spam' })).status;
    }
    expect(last).toBe(429);
  });
});
