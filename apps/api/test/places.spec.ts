import { appForTests, expectInvalid, unique, type Client, type TestApp } from './harness.js';

/**
 * Issue 22, places (`/api/dogging/*`): submission → staff approval in the console (audited), countries and
 * counties with counts, the location page (check-ins never to guests), search by name, county and distance,
 * edits by the submitter only while pending, suggestions by others that staff accept, ratings, comments,
 * and 404 on variants without `hasCountries`.
 */
describe('places', () => {
  const t = appForTests();

  type Who = { id: string; name: string; c: Client };
  async function member(opts: Parameters<TestApp['createMember']>[0] & { host?: string } = {}): Promise<Who> {
    const { m, c } = await t.signedInMember({ name: unique('pl'), ...opts });
    return { id: m.id, name: m.name, c };
  }

  const county = () => `County ${unique('c')}`;
  const input = (o: Record<string, unknown> = {}) => ({
    name: 'Bluebell Woods car park',
    country: 'GB',
    county: 'Kent',
    description: 'A quiet woodland car park with paths into the trees.',
    directions: 'Off the A2, second left after the church.',
    facilities: ['parking', 'woodland'],
    lat: 51.2787,
    lng: 1.0789,
    ...o,
  });

  async function submit(w: Who, o: Record<string, unknown> = {}) {
    const res = await w.c.post('/api/dogging', input(o));
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; countySlug: string; status: string };
  }

  async function approve(staff: Who, id: string) {
    const res = await staff.c.put(`/api/staff/places/${id}`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
  }

  it('keeps a submitted place invisible until staff approve it in the console, audited', async () => {
    const a = await member();
    const other = await member();
    const staff = await member({ role: 'moderator' });
    const guest = t.client();
    const cty = county();
    const place = await submit(a, { county: cty });
    expect(place.status).toBe('pending');

    const path = `/api/dogging/countries/gb/${place.countySlug}/${place.slug}`;
    expect((await guest.get(path)).status).toBe(404);
    expect((await other.c.get(path)).status).toBe(404);
    expect((await other.c.get(`/api/dogging/${place.id}`)).status).toBe(404);
    expect((await guest.get(`/api/dogging/countries/gb/${place.countySlug}`)).status).toBe(404);
    // The submitter sees it and its state.
    expect((await a.c.get(path)).body.data).toMatchObject({ status: 'pending', viewer: { canEdit: true, canComment: false } });
    const mine = (await a.c.get('/api/dogging/mine')).body.data;
    expect(mine.locations.map((l: { id: string; status: string }) => [l.id, l.status])).toContainEqual([place.id, 'pending']);

    const queue = await staff.c.get(`/api/staff/places?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}&range=[0,499]`);
    expect(queue.status).toBe(200);
    expect(queue.headers['content-range']).toMatch(/^places /);
    expect(queue.body.map((p: { id: string }) => p.id)).toContain(place.id);
    await approve(staff, place.id);

    const shown = (await guest.get(path)).body.data;
    expect(shown).toMatchObject({ name: 'Bluebell Woods car park', county: cty, description: expect.stringContaining('woodland'), checkins: null, lat: 51.2787 });
    expect(shown.mapUrl).toContain('openstreetmap.org');
    const counties = (await guest.get('/api/dogging/countries/GB')).body.data;
    expect(counties.country).toMatchObject({ code: 'GB', name: 'United Kingdom' });
    expect(counties.items).toContainEqual({ slug: place.countySlug, name: cty, count: 1 });
    const list = (await guest.get(`/api/dogging/countries/gb/${place.countySlug}`)).body.data;
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([place.id]);
    expect((await guest.get('/api/dogging/countries')).body.data.items.find((c: { code: string }) => c.code === 'GB').count).toBeGreaterThanOrEqual(1);

    const audit = await t.db.query(`SELECT action, actor_id FROM staff_audit_log WHERE target_type = 'place' AND target_id = $1`, [place.id]);
    expect(audit).toEqual([{ action: 'place.approve', actor_id: staff.id }]);
  });

  it('rejects with a reason the submitter sees; their edit sends it back to the queue', async () => {
    const a = await member();
    const staff = await member({ role: 'moderator' });
    const place = await submit(a, { county: county() });
    expectInvalid(await staff.c.put(`/api/staff/places/${place.id}`, { status: 'rejected' }), 'rejectReason');
    const rejected = await staff.c.put(`/api/staff/places/${place.id}`, { status: 'rejected', rejectReason: 'Private land, not a public place' });
    expect(rejected.status).toBe(200);
    expect((await a.c.get(`/api/dogging/${place.id}`)).body.data).toMatchObject({ status: 'rejected', rejectReason: 'Private land, not a public place' });
    const edited = await a.c.put(`/api/dogging/${place.id}`, input({ name: 'Bluebell Woods lay-by', county: 'Kent' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'pending', name: 'Bluebell Woods lay-by', rejectReason: null });
  });

  it('refuses guests, bad input (naming the field), another member’s edit and another variant’s staff', async () => {
    const a = await member();
    const b = await member();
    const elsewhere = await member({ role: 'moderator', homeVariant: 'fsuk', host: 'fsuk.localhost:3000' });
    const staff = await member({ role: 'moderator' });
    const place = await submit(a, { county: county() });
    const guest = t.client();
    for (const res of [
      await guest.post('/api/dogging', input()),
      await guest.put(`/api/dogging/${place.id}`, input()),
      await guest.get('/api/dogging/mine'),
      await guest.put(`/api/dogging/${place.id}/rating`, { stars: 5 }),
      await guest.post(`/api/dogging/${place.id}/comments`, { body: 'hello there' }),
      await guest.post(`/api/dogging/${place.id}/checkins`, { slot: 'weekday-evening' }),
      await guest.post(`/api/dogging/${place.id}/suggestions`, input()),
      await guest.get('/api/staff/places'),
    ]) {
      expect(res.status).toBe(401);
    }
    expectInvalid(await a.c.post('/api/dogging', input({ name: 'ab' })), 'name');
    expectInvalid(await a.c.post('/api/dogging', input({ lat: 91 })), 'lat');
    expectInvalid(await a.c.post('/api/dogging', input({ country: 'ZZ' })), 'country');
    expectInvalid(await a.c.post('/api/dogging', input({ facilities: ['jacuzzi'] })), 'facilities.0');
    expectInvalid(await a.c.post('/api/dogging', input({ description: 'short' })), 'description');
    expectInvalid(await a.c.get('/api/dogging/search?lat=50'), 'lng');
    expect((await a.c.get('/api/dogging/not-an-id')).status).toBe(422);

    // Pending: invisible to b, so b's edit is "not found"; once public, b's edit is refused and b suggests instead.
    expect((await b.c.put(`/api/dogging/${place.id}`, input({ name: 'Mine now' }))).status).toBe(404);
    await approve(staff, place.id);
    const refused = await b.c.put(`/api/dogging/${place.id}`, input({ name: 'Mine now' }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLACES_NOT_YOURS');
    // Nor may the submitter change a public place directly.
    expect((await a.c.put(`/api/dogging/${place.id}`, input({ name: 'Quietly changed' }))).status).toBe(403);
    expect((await t.db.query(`SELECT name FROM place_locations WHERE id = $1`, [place.id]))[0].name).toBe('Bluebell Woods car park');

    // Staff of another variant: not found in the console, no decision.
    expect((await elsewhere.c.get(`/api/staff/places/${place.id}`)).status).toBe(404);
    expect((await elsewhere.c.put(`/api/staff/places/${place.id}`, { status: 'rejected', rejectReason: 'nope nope' })).status).toBe(404);
    const theirs = await elsewhere.c.get(`/api/staff/places?range=[0,499]`);
    expect(theirs.body.map((p: { id: string }) => p.id)).not.toContain(place.id);
    // A member is not staff.
    expect((await b.c.get('/api/staff/places')).status).toBe(403);
  });

  it('turns other members’ edits into suggestions staff accept (audited)', async () => {
    const a = await member();
    const b = await member();
    const staff = await member({ role: 'moderator' });
    const cty = county();
    const place = await submit(a, { county: cty });
    // Suggestions are for public places.
    expect((await a.c.post(`/api/dogging/${place.id}/suggestions`, input({ county: cty, name: 'Other name' }))).status).toBe(409);
    await approve(staff, place.id);
    expectInvalid(await b.c.post(`/api/dogging/${place.id}/suggestions`, input({ county: cty })), 'name');
    const s = await b.c.post(`/api/dogging/${place.id}/suggestions`, input({ county: cty, directions: 'Now via the new roundabout.', note: 'road changed' }));
    expect(s.status).toBe(201);
    expect(s.body.data).toMatchObject({ status: 'pending', locationId: place.id });
    const shown = await staff.c.get(`/api/staff/place-suggestions/${s.body.data.id}`);
    expect(shown.body.changes).toEqual([{ field: 'directions', before: 'Off the A2, second left after the church.', after: 'Now via the new roundabout.' }]);
    const accepted = await staff.c.put(`/api/staff/place-suggestions/${s.body.data.id}`, { status: 'approved' });
    expect(accepted.status).toBe(200);
    expect((await b.c.get(`/api/dogging/${place.id}`)).body.data.directions).toBe('Now via the new roundabout.');
    expect((await staff.c.put(`/api/staff/place-suggestions/${s.body.data.id}`, { status: 'rejected' })).status).toBe(409);
    const audit = await t.db.query(`SELECT action FROM staff_audit_log WHERE target_id = $1`, [s.body.data.id]);
    expect(audit).toEqual([{ action: 'place.suggestion.accept' }]);
    expect((await b.c.get('/api/dogging/mine')).body.data.suggestions[0]).toMatchObject({ id: s.body.data.id, status: 'approved' });
  });

  it('rates, comments and checks in; check-ins are never shown to guests; best times come from them', async () => {
    const a = await member();
    const b = await member();
    const staff = await member({ role: 'moderator' });
    const place = await submit(a, { county: county() });
    expect((await b.c.put(`/api/dogging/${place.id}/rating`, { stars: 4 })).status).toBe(404);
    await approve(staff, place.id);
    expectInvalid(await b.c.put(`/api/dogging/${place.id}/rating`, { stars: 6 }), 'stars');
    expect((await b.c.put(`/api/dogging/${place.id}/rating`, { stars: 4 })).body.data).toEqual({ mine: 4, average: 4, count: 1 });
    expect((await b.c.put(`/api/dogging/${place.id}/rating`, { stars: 2 })).body.data).toEqual({ mine: 2, average: 2, count: 1 });
    expect((await a.c.put(`/api/dogging/${place.id}/rating`, { stars: 5 })).body.data).toEqual({ mine: 5, average: 3.5, count: 2 });
    const comment = await b.c.post(`/api/dogging/${place.id}/comments`, { body: 'Busy on Friday nights.' });
    expect(comment.status).toBe(201);
    expectInvalid(await b.c.post(`/api/dogging/${place.id}/comments`, { body: ' ' }), 'body');
    expect((await a.c.delete(`/api/dogging/comments/${comment.body.data.id}`)).status).toBe(403);
    expectInvalid(await b.c.post(`/api/dogging/${place.id}/checkins`, { slot: 'sometime' }), 'slot');
    // A double click checks in once.
    const [c1, c2] = await Promise.all([
      b.c.post(`/api/dogging/${place.id}/checkins`, { slot: 'weekend-night', note: 'Was quiet' }),
      b.c.post(`/api/dogging/${place.id}/checkins`, { slot: 'weekend-night', note: 'Was quiet' }),
    ]);
    expect([c1.status, c2.status]).toEqual([201, 201]);
    expect(c1.body.data.id).toBe(c2.body.data.id);

    const guestView = (await t.client().get(`/api/dogging/${place.id}`)).body.data;
    expect(guestView.checkins).toBeNull();
    expect(JSON.stringify({ ...guestView, commentList: [] })).not.toContain(b.name);
    expect(guestView.bestTimes).toEqual([{ slot: 'weekend-night', count: 1 }]);
    expect(guestView.commentList).toHaveLength(1);
    const memberView = (await a.c.get(`/api/dogging/${place.id}`)).body.data;
    expect(memberView.checkins).toHaveLength(1);
    expect(memberView.checkins[0]).toMatchObject({ member: { name: b.name }, slot: 'weekend-night', note: 'Was quiet' });
    expect(memberView.rating).toEqual({ mine: 5, average: 3.5, count: 2 });

    expect((await b.c.delete(`/api/dogging/comments/${comment.body.data.id}`)).status).toBe(204);
    expect((await a.c.get(`/api/dogging/${place.id}`)).body.data.commentList).toHaveLength(0);
  });

  it('searches by name, county and distance', async () => {
    const a = await member();
    const staff = await member({ role: 'moderator' });
    const tag = unique('S');
    const cty = county();
    const near = await submit(a, { name: `${tag} Dover cliffs`, county: cty, lat: 51.1295, lng: 1.3089 });
    const far = await submit(a, { name: `${tag} Brighton beach`, county: 'East Sussex', lat: 50.8225, lng: -0.1372 });
    await approve(staff, near.id);
    await approve(staff, far.id);
    const guest = t.client();
    const byName = (await guest.get(`/api/dogging/search?q=${encodeURIComponent(tag)}`)).body.data.items.map((p: { id: string }) => p.id);
    expect(byName.sort()).toEqual([near.id, far.id].sort());
    const byCounty = (await guest.get(`/api/dogging/search?q=${encodeURIComponent(tag)}&county=${near.countySlug}`)).body.data.items.map((p: { id: string }) => p.id);
    expect(byCounty).toEqual([near.id]);
    // From Canterbury: Dover is about 23 km away, Brighton about 100 km.
    const close = (await guest.get(`/api/dogging/search?q=${encodeURIComponent(tag)}&lat=51.2802&lng=1.0789&radius=40`)).body.data.items;
    expect(close.map((p: { id: string }) => p.id)).toEqual([near.id]);
    expect(close[0].distanceKm).toBeGreaterThan(15);
    expect(close[0].distanceKm).toBeLessThan(30);
    const wide = (await guest.get(`/api/dogging/search?q=${encodeURIComponent(tag)}&lat=51.2802&lng=1.0789&radius=200`)).body.data.items;
    expect(wide.map((p: { id: string }) => p.id)).toEqual([near.id, far.id]);
    // Search text is text, not a pattern.
    expect((await guest.get(`/api/dogging/search?q=%25`)).status).toBe(200);
  });

  it('answers 404 on variants without countries, and says the map layer is off by default', async () => {
    const guest = t.client('shde.localhost:3000');
    expect((await guest.get('/api/dogging/countries')).status).toBe(404);
    expect((await guest.get('/api/dogging/search?q=x')).status).toBe(404);
    const m = await member({ homeVariant: 'shde', host: 'shde.localhost:3000' });
    expect((await m.c.post('/api/dogging', input())).status).toBe(404);
    expect((await t.client().get('/api/dogging/settings')).body.data).toEqual({ tileUrl: null });
  });
});
