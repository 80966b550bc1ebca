import { appForTests } from './harness.js';

/** `users/{name}/permissions/{permission}` (SPEC 7, per-name): one permission flag, for oneself or for staff of the member's variant. */
describe('members API: permissions/{permission}', () => {
  const t = appForTests();
  const url = (name: string, permission: string, query = '') => `/api/users/${encodeURIComponent(name)}/permissions/${permission}${query}`;

  it('answers my own flags as the authed profile computes them, on the variant asked from', async () => {
    const { m, c } = await t.signedInMember({ tier: 'free' });
    const profile = (await c.get('/api/auth/profile')).body.data.permissions as Record<string, boolean>;
    for (const [permission, granted] of Object.entries(profile)) {
      const res = await c.get(url(m.name, permission));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ permission, page: null, granted });
    }
    // Names are matched without regard to case, as profiles are.
    expect((await c.get(url(m.name.toUpperCase(), 'canId'))).body.data.granted).toBe(true);
  });

  it('answers canAccessPage for one page from the member\'s grants', async () => {
    const { m, c } = await t.signedInMember();
    expect((await c.get(url(m.name, 'canAccessPage', '?page=staff-stats'))).body.data).toEqual({ permission: 'canAccessPage', page: 'staff-stats', granted: false });
    await t.db.query(`UPDATE members SET page_access = ARRAY['staff-stats'] WHERE id = $1`, [m.id]);
    expect((await c.get(url(m.name, 'canAccessPage', '?page=staff-stats'))).body.data.granted).toBe(true);
    expect((await c.get(url(m.name, 'canAccessPage', '?page=staff-payments'))).body.data.granted).toBe(false);
    expect((await c.get(url(m.name, 'canAccessPage'))).body.data).toEqual({ permission: 'canAccessPage', page: null, granted: true });
  });

  it('lets staff of the member\'s variant ask about them, and nobody else (the same 404 as no such member)', async () => {
    const { m } = await t.signedInMember({ homeVariant: 'shuk' });
    const { c: other } = await t.signedInMember();
    const { c: staffHere } = await t.signedInMember({ role: 'admin', homeVariant: 'shuk' });
    const { c: staffElsewhere } = await t.signedInMember({ role: 'admin', homeVariant: 'shde' });
    expect((await staffHere.get(url(m.name, 'canSendMessages'))).status).toBe(200);
    for (const c of [other, staffElsewhere]) {
      const res = await c.get(url(m.name, 'canSendMessages'));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MEMBERS_NOT_FOUND');
    }
    expect((await other.get(url('nobody-by-this-name', 'canSendMessages'))).status).toBe(404);
    expect((await t.client().get(url(m.name, 'canSendMessages'))).status).toBe(401);
  });

  it('refuses an unknown permission and a malformed page, naming the field', async () => {
    const { m, c } = await t.signedInMember();
    const unknown = await c.get(url(m.name, 'canFly'));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('permission');
    const page = await c.get(url(m.name, 'canAccessPage', '?page=Not%20a%20route'));
    expect(page.status).toBe(422);
    expect(page.body.errors[0].field).toBe('page');
  });
});
