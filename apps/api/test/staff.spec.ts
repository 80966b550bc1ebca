import { appForTests } from './harness.js';

describe('staff members API (react-admin simple REST)', () => {
  const t = appForTests();

  const as = (role: 'super' | 'admin' | 'moderator' | 'support' | 'global' | 'member', homeVariant = 'shuk') => t.signedInMember({ role, homeVariant });

  it('refuses guests (401) and members (403)', async () => {
    expect((await t.client().get('/api/staff/members')).status).toBe(401);
    const { c } = await as('member');
    const res = await c.get('/api/staff/members');
    expect(res.status).toBe(403);
    expect((await c.put(`/api/staff/members/${(await t.createMember()).id}`, { tier: 'gold' })).status).toBe(403);
  });

  it('lists with sort, range, filter and Content-Range, scoped to the moderator’s variant', async () => {
    const target = await t.createMember({ name: `zed${Date.now()}`, homeVariant: 'shuk' });
    await t.createMember({ homeVariant: 'shde' });
    const { c } = await as('moderator', 'shuk');
    const res = await c.get('/api/staff/members').query({ sort: '["name","ASC"]', range: '[0,4]', filter: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^members 0-\d+\/\d+$/);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body.every((m: { homeVariant: string }) => m.homeVariant === 'shuk')).toBe(true);
    const names = res.body.map((m: { name: string }) => m.name.toLowerCase());
    expect([...names].sort()).toEqual(names);

    const search = await c.get('/api/staff/members').query({ filter: JSON.stringify({ q: target.name.slice(0, 10) }) });
    expect(search.body.map((m: { id: string }) => m.id)).toContain(target.id);
    const de = await c.get('/api/staff/members').query({ filter: JSON.stringify({ homeVariant: 'shde' }) });
    expect(de.body).toEqual([]);
  });

  it('global staff see every variant', async () => {
    const de = await t.createMember({ homeVariant: 'shde' });
    const { c } = await as('global');
    const res = await c.get('/api/staff/members').query({ filter: JSON.stringify({ homeVariant: 'shde' }), range: '[0,99]' });
    expect(res.body.map((m: { id: string }) => m.id)).toContain(de.id);
    expect((await c.get(`/api/staff/members/${de.id}`)).status).toBe(200);
  });

  it('hides another variant’s member from variant-bound staff (404)', async () => {
    const de = await t.createMember({ homeVariant: 'shde' });
    const { c } = await as('admin', 'shuk');
    expect((await c.get(`/api/staff/members/${de.id}`)).status).toBe(404);
    expect((await c.put(`/api/staff/members/${de.id}`, { tier: 'gold' })).status).toBe(404);
  });

  it('an admin changes a tier (audited) but not a role', async () => {
    const target = await t.createMember();
    const { m: admin, c } = await as('admin');
    const res = await c.put(`/api/staff/members/${target.id}`, { tier: 'platinum', role: 'member', name: 'ignored' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, tier: 'platinum' });
    const audit = await t.db.query(`SELECT actor_id, action, before, after FROM staff_audit_log WHERE target_id = $1`, [target.id]);
    expect(audit).toEqual([{ actor_id: admin.id, action: 'member.update', before: { role: 'member', tier: 'free' }, after: { role: 'member', tier: 'platinum' } }]);
    const role = await c.put(`/api/staff/members/${target.id}`, { role: 'moderator' });
    expect(role.status).toBe(403);
    expect((await t.db.query('SELECT role FROM members WHERE id = $1', [target.id]))[0].role).toBe('member');
  });

  it('a moderator may not change tiers; super changes roles but not their own', async () => {
    const target = await t.createMember();
    const { c: mod } = await as('moderator');
    expect((await mod.put(`/api/staff/members/${target.id}`, { tier: 'gold' })).status).toBe(403);
    const { m: sup, c } = await as('super');
    const res = await c.put(`/api/staff/members/${target.id}`, { role: 'moderator' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('moderator');
    expect((await c.put(`/api/staff/members/${sup.id}`, { role: 'member' })).status).toBe(403);
  });

  it('refuses bad list parameters and bad ids with 422 naming them', async () => {
    const { c } = await as('admin');
    const bad = await c.get('/api/staff/members').query({ range: '[0,100000]' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toContain('range');
    const sort = await c.get('/api/staff/members').query({ sort: '["password_hash","ASC"]' });
    expect(sort.status).toBe(422);
    expect((await c.get('/api/staff/members').query({ filter: '{nope' })).status).toBe(422);
    expect((await c.get('/api/staff/members/123')).status).toBe(422);
    expect((await c.put(`/api/staff/members/${(await t.createMember()).id}`, { tier: 'diamond' })).status).toBe(422);
  });

  it('lists only the variants in scope', async () => {
    const { c } = await as('support', 'shde');
    const res = await c.get('/api/staff/variants');
    expect(res.body).toEqual([{ id: 'shde', name: expect.any(String) }]);
    const { c: g } = await as('global');
    expect((await g.get('/api/staff/variants')).body).toHaveLength(21);
  });
});
