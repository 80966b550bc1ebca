import path from 'node:path';
import { expectInvalid, startTestApp, unique, type TestApp } from './harness.js';
import { signedInWho, type Who } from './support/members.js';

/** Member search, places and distances (issue 7) with a small gazetteer file of real places. */
describe('members: search and places', () => {
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

  async function member(opts: { place?: string; genders?: string; dob?: string; verified?: boolean; tag?: string } = {}): Promise<Who> {
    const who = await signedInWho(t, { name: unique(opts.tag ?? 'srch') });
    if (opts.place) expect((await who.c.put('/api/me/location', { placeId: opts.place })).status).toBe(200);
    if (opts.genders || opts.dob || opts.verified) {
      await t.db.query(
        `UPDATE members SET genders = COALESCE($2, genders), date_of_birth = COALESCE($3::date, date_of_birth),
                verified_at = CASE WHEN $4 THEN now() ELSE verified_at END WHERE id = $1`,
        [who.id, opts.genders ?? null, opts.dob ?? null, opts.verified ?? false],
      );
    }
    return who;
  }
  const ids = (res: { body: { data: { items: Array<{ id: string }> } } }) => res.body.data.items.map((i) => i.id);
  const yearsAgo = (n: number, extraDays = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - n);
    d.setUTCDate(d.getUTCDate() - extraDays);
    return d.toISOString().slice(0, 10);
  };

  describe('places', () => {
    it('suggests places by prefix, most populous first, accents and other names included', async () => {
      const a = await member();
      const res = await a.c.get('/api/location/geocomplete?q=manch');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { id: 'gb-manchester', name: 'Manchester', region: 'England', country: 'GB', label: 'Manchester, England, United Kingdom' },
        expect.objectContaining({ id: 'us-manchester-nh', country: 'US' }),
      ]);
      expect(res.body.data[0]).not.toHaveProperty('lat');
      expect((await a.c.get('/api/location/geocomplete?q=manch&country=US')).body.data.map((p: { id: string }) => p.id)).toEqual(['us-manchester-nh']);
      expect((await a.c.get('/api/location/geocomplete?q=munich')).body.data[0].id).toBe('de-munchen');
      expect((await a.c.get('/api/location/geocomplete?q=munc')).body.data[0].id).toBe('de-munchen');
      const de = await a.c.get('/api/location/geocomplete/gb-leeds').set('cookie', 'locale=de');
      expect(de.status).toBe(200);
      expect(de.body.data.id).toBe('gb-leeds');
      expect((await a.c.get('/api/location/geocomplete/nowhere')).status).toBe(404);
      expectInvalid(await a.c.get('/api/location/geocomplete?q=m'), 'q');
      expect((await t.client().get('/api/location/geocomplete?q=man')).status).toBe(401);
    });

    it('stores a place as town and region only, and refuses an unknown place by field', async () => {
      const a = await member({ place: 'gb-brighton' });
      const own = await a.c.get('/api/me/profile');
      expect(own.body.data.location).toEqual({ placeId: 'gb-brighton', town: 'Brighton', region: 'England', country: 'GB' });
      expect(own.body.data.setup.done).toContain('location');
      expectInvalid(await a.c.put('/api/me/location', { placeId: 'atlantis' }), 'placeId');
      const b = await member();
      const seen = await b.c.get(`/api/users/${a.name}`);
      expect(seen.body.data.location).toEqual({ town: 'Brighton', region: 'England', country: 'GB' });
      expect(JSON.stringify(seen.body)).not.toMatch(/50\.82|"lat"|"lng"/);
      expect((await a.c.delete('/api/me/location')).body.data.location).toBeNull();
    });
  });

  describe('search', () => {
    it('finds members by distance with rounded figures in the variant’s unit, nearest first', async () => {
      const tag = unique('near');
      const me = await member({ place: 'gb-london', tag });
      const reading = await member({ place: 'gb-reading', tag });
      const brighton = await member({ place: 'gb-brighton', tag });
      const leeds = await member({ place: 'gb-leeds', tag });
      const res = await me.c.get('/api/search?distance=60&sort=distance&limit=50');
      expect(res.status).toBe(200);
      const found = ids(res);
      expect(found.indexOf(reading.id)).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(brighton.id)).toBeGreaterThan(found.indexOf(reading.id));
      expect(found).not.toContain(leeds.id);
      expect(found).not.toContain(me.id);
      const readingCard = res.body.data.items.find((i: { id: string }) => i.id === reading.id);
      // London–Reading is about 60 km, 37 miles: shown rounded up to 5 on the UK variant.
      expect(readingCard.distance).toEqual({ value: 40, unit: 'mi' });
      expect(res.body.data).toMatchObject({ hasLocation: true, unit: 'mi' });
      const km = await me.c.get('/api/search?distance=100&sort=distance&limit=50').set('host', 'shde.localhost:3000');
      expect(km.body.data.unit).toBe('km');
    });

    it('filters by profile type, genders, age, verified and online, and pages without repeats', async () => {
      const me = await member();
      const couple = await member({ genders: 'mf', dob: yearsAgo(30) });
      const old = await member({ genders: 'm', dob: yearsAgo(61) });
      const young = await member({ genders: 'f', dob: yearsAgo(25) });
      const verified = await member({ genders: 'n', verified: true });
      expect(ids(await me.c.get('/api/search?kind=couple&limit=50'))).toContain(couple.id);
      expect(ids(await me.c.get('/api/search?kind=couple&limit=50'))).not.toContain(young.id);
      expect(ids(await me.c.get('/api/search?genders=mf&limit=50'))).toEqual(expect.arrayContaining([couple.id]));
      const withMen = ids(await me.c.get('/api/search?gender=m&limit=50'));
      expect(withMen).toEqual(expect.arrayContaining([couple.id, old.id]));
      expect(withMen).not.toContain(young.id);
      const ages = ids(await me.c.get('/api/search?ageMin=24&ageMax=26&limit=50'));
      expect(ages).toContain(young.id);
      expect(ages).not.toContain(old.id);
      expect(ids(await me.c.get('/api/search?ageMin=61&ageMax=61&limit=50'))).toContain(old.id);
      const v = ids(await me.c.get('/api/search?verified=true&limit=50'));
      expect(v).toContain(verified.id);
      expect(v).not.toContain(young.id);
      const online = ids(await me.c.get('/api/search?online=1&limit=50'));
      expect(online).toContain(young.id); // logged in moments ago and made a request
      await t.db.query(`UPDATE member_profiles SET last_active_at = now() - interval '1 hour' WHERE member_id = $1`, [old.id]);
      expect(ids(await me.c.get('/api/search?online=1&limit=50'))).not.toContain(old.id);
      expect(ids(await me.c.get('/api/search?hasPhoto=true'))).toEqual([]);

      const seen = new Set<string>();
      let after: string | null = null;
      let pages = 0;
      do {
        const res: { status: number; body: { data: { items: Array<{ id: string }>; next: string | null } } } = await me.c.get(
          `/api/search?sort=newest&limit=2${after ? `&after=${after}` : ''}`,
        );
        expect(res.status).toBe(200);
        for (const id of ids(res)) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
        }
        after = res.body.data.next;
        pages += 1;
      } while (after && pages < 100);
      expect(seen).toEqual(expect.objectContaining({}));
      expect([...seen]).toEqual(expect.arrayContaining([couple.id, old.id, young.id, verified.id]));
    });

    it('leaves out blocked members either way and friends-only profiles of strangers', async () => {
      const me = await member();
      const blocker = await member();
      const blocked = await member();
      const hidden = await member();
      await blocker.c.put(`/api/privacy/blacklist/${me.name}`);
      await me.c.put(`/api/privacy/blacklist/${blocked.name}`);
      await hidden.c.put('/api/privacy/settings', { profile: 'friends' });
      const found = ids(await me.c.get('/api/search?limit=50&sort=newest'));
      expect(found).not.toContain(blocker.id);
      expect(found).not.toContain(blocked.id);
      expect(found).not.toContain(hidden.id);
      await me.c.post(`/api/users/${hidden.name}/friends`);
      await hidden.c.put(`/api/users/${me.name}/friends`, { approve: 1 });
      expect(ids(await me.c.get('/api/search?limit=50&sort=newest'))).toContain(hidden.id);
    });

    it('asks for a location before distance filters, and refuses bad input by field', async () => {
      const me = await member();
      expect((await me.c.get('/api/search?distance=10')).body.data).toEqual({ items: [], next: null, hasLocation: false, unit: 'mi' });
      expectInvalid(await me.c.get('/api/search?ageMin=12'), 'ageMin');
      expectInvalid(await me.c.get('/api/search?ageMin=40&ageMax=30'), 'ageMin');
      expect((await me.c.get('/api/search?kind=crowd')).body.errors[0].field).toBe('kind');
      expect((await me.c.get('/api/search?after=bm9wZQ')).body.errors[0].field).toBe('after');
      expect((await t.client().get('/api/search')).status).toBe(401);
    });
  });
  describe('saved searches', () => {
    it('saves a search under a name, replaces it by the same name, lists by name and removes it', async () => {
      const me = await member();
      const first = await me.c.post('/api/search/saved', { name: 'Couples near me', filters: { kind: 'couple', distance: '25', ageMin: 30, online: '1' } });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ name: 'Couples near me', filters: { kind: 'couple', distance: 25, ageMin: 30, online: true, sort: 'active' } });
      expect(first.body.data.filters).not.toHaveProperty('ageMax');
      const again = await me.c.post('/api/search/saved', { name: 'Couples near me', filters: { kind: 'couple', sort: 'distance' } });
      expect(again.status).toBe(201);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect((await me.c.post('/api/search/saved', { name: 'arty singles', filters: { kind: 'single', hasPhoto: true } })).status).toBe(201);
      const list = await me.c.get('/api/search/saved');
      expect(list.status).toBe(200);
      expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['arty singles', 'Couples near me']);
      expect(list.body.data[1].filters).toEqual({ kind: 'couple', sort: 'distance' });
      expect((await me.c.delete(`/api/search/saved/${first.body.data.id}`)).status).toBe(204);
      expect((await me.c.get('/api/search/saved')).body.data.map((s: { name: string }) => s.name)).toEqual(['arty singles']);
      expect((await me.c.delete(`/api/search/saved/${first.body.data.id}`)).status).toBe(404);
    });

    it('keeps each member’s searches their own, refuses bad input, guests and more than 20', async () => {
      const me = await member();
      const other = await member();
      const mine = (await me.c.post('/api/search/saved', { name: 'mine', filters: {} })).body.data;
      expect((await other.c.get('/api/search/saved')).body.data).toEqual([]);
      expect((await other.c.delete(`/api/search/saved/${mine.id}`)).status).toBe(404);
      expect((await me.c.get('/api/search/saved')).body.data).toHaveLength(1);

      expectInvalid(await me.c.post('/api/search/saved', { name: '  ', filters: {} }), 'name');
      expectInvalid(await me.c.post('/api/search/saved', { name: 'x', filters: { ageMin: 50, ageMax: 30 } }), 'filters.ageMin');
      expect((await me.c.post('/api/search/saved', { name: 'x', filters: { kind: 'crowd' } })).status).toBe(422);
      expect((await me.c.delete('/api/search/saved/not-a-uuid')).status).toBe(422);
      expect((await t.client().get('/api/search/saved')).status).toBe(401);
      expect((await t.client().post('/api/search/saved', { name: 'x', filters: {} })).status).toBe(401);

      for (let i = 1; i < 20; i++) expect((await me.c.post('/api/search/saved', { name: `s${i}`, filters: {} })).status).toBe(201);
      const full = await me.c.post('/api/search/saved', { name: 'one too many', filters: {} });
      expect(full.status).toBe(422);
      expect(full.body.code).toBe('MEMBERS_TOO_MANY_SAVED_SEARCHES');
      // Replacing an existing one is still allowed when full.
      expect((await me.c.post('/api/search/saved', { name: 's1', filters: { verified: true } })).status).toBe(201);
    });
  });
});
