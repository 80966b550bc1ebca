import { appForTests, expectInvalid, unique, type TestApp } from './harness.js';
import { befriend, signedInWho, type Who } from './support/members.js';

/** Profiles, relationships and privacy (issue 7) on the real app and a real PostgreSQL. */
describe('members: profiles, relationships, privacy', () => {
  const t = appForTests();

  const member = (opts: Parameters<TestApp['createMember']>[0] = {}) => signedInWho(t, { name: unique('mem'), ...opts });
  const setPrivacy = (who: Who, body: object) => who.c.put('/api/privacy/settings', body);

  describe('profiles', () => {
    it('shows a profile to members, refuses guests on a members-only profile, and 404s the unknown', async () => {
      const a = await member();
      const b = await member();
      const res = await b.c.get(`/api/users/${a.name.toUpperCase()}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        visibility: 'full',
        id: a.id,
        name: a.name,
        kind: 'single',
        genders: 'f',
        ages: [expect.any(Number)],
        location: null,
        about: '',
        role: 'member',
        isVerified: false,
        avatar: { small: null, colour: expect.any(Number) },
        relation: { self: false, friendState: 'none', canWink: true },
        lists: { friends: true, follows: true },
      });
      expect(res.body.data).not.toHaveProperty('email');
      expect(res.body.data).not.toHaveProperty('dateOfBirth');
      expect((await t.client().get(`/api/users/${a.name}`)).status).toBe(401);
      expect((await b.c.get(`/api/users/nobody-${unique()}`)).status).toBe(404);
    });

    it('shows an "everyone" profile to guests and a private card of a friends-only profile to strangers', async () => {
      const a = await member();
      const b = await member();
      expect((await setPrivacy(a, { profile: 'everyone' })).status).toBe(200);
      const guest = await t.client().get(`/api/users/${a.name}`);
      expect(guest.status).toBe(200);
      expect(guest.body.data.relation).toBeNull();
      expect((await setPrivacy(a, { profile: 'friends' })).status).toBe(200);
      const stranger = await b.c.get(`/api/users/${a.name}`);
      expect(stranger.status).toBe(200);
      expect(stranger.body.data).toEqual({ visibility: 'private', id: a.id, name: a.name, avatar: expect.any(Object), relation: expect.objectContaining({ friendState: 'none' }) });
      await befriend(b, a);
      expect((await b.c.get(`/api/users/${a.name}`)).body.data.visibility).toBe('full');
    });

    it('edits about and looking-for, refusing bad input by field', async () => {
      const a = await member();
      const ok = await a.c.put('/api/me/profile', { about: '  Hello **there**  ', lookingFor: ['f', 'couple', 'f'] });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ about: 'Hello **there**', lookingFor: ['f', 'couple'] });
      expect(ok.body.data.setup.done).toEqual(expect.arrayContaining(['about', 'looking-for']));
      expectInvalid(await a.c.put('/api/me/profile', { lookingFor: ['dogs'] }), 'lookingFor.0');
      expectInvalid(await a.c.put('/api/me/profile', { about: 'x'.repeat(5001) }), 'about');
      expect((await t.client().put('/api/me/profile', { about: 'hi' })).status).toBe(401);
    });

    it('makes a couple profile with both ages, and refuses missing or under-18 partners', async () => {
      const a = await member();
      const couple = await a.c.put('/api/me/profile-type', { genders: 'fm', partnerBirthDates: ['1980-05-05'] });
      expect(couple.status).toBe(200);
      expect(couple.body.data).toMatchObject({ kind: 'couple', genders: 'fm', partnerBirthDates: ['1980-05-05'] });
      const view = await a.c.get(`/api/users/${a.name}`);
      expect(view.body.data.ages).toHaveLength(2);
      expectInvalid(await a.c.put('/api/me/profile-type', { genders: 'mft', partnerBirthDates: ['1980-05-05'] }), 'partnerBirthDates');
      expectInvalid(await a.c.put('/api/me/profile-type', { genders: 'mf', partnerBirthDates: [`${new Date().getUTCFullYear() - 17}-01-01`] }), 'partnerBirthDates.0');
      expectInvalid(await a.c.put('/api/me/profile-type', { genders: 'xyz' }), 'genders');
    });

    it('changes the name once per 30 days, refusing a taken one', async () => {
      const a = await member();
      const b = await member();
      expectInvalid(await a.c.put('/api/me/name', { name: b.name.toUpperCase() }), 'name');
      const newName = unique('renamed');
      const ok = await a.c.put('/api/me/name', { name: newName });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ name: newName, nextNameChangeAt: expect.any(String) });
      expect((await b.c.get(`/api/users/${newName}`)).status).toBe(200);
      expect((await b.c.get(`/api/users/${a.name}`)).status).toBe(404);
      const again = await a.c.put('/api/me/name', { name: unique('again') });
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('MEMBERS_NAME_CHANGE_TOO_SOON');
      expect((await a.c.put('/api/me/name', { name: 'x' })).body.errors[0].field).toBe('name');
    });

    it('resumes setup at the first step not done or skipped', async () => {
      const a = await member();
      expect((await a.c.get('/api/me/profile')).body.data.setup).toEqual({ done: [], next: 'profile-type' });
      const skipped = await a.c.post('/api/me/setup/profile-type/skip');
      expect(skipped.status).toBe(200);
      expect(skipped.body.data.setup.next).toBe('about');
      await a.c.put('/api/me/profile', { about: 'Hi' });
      expect((await a.c.get('/api/me/profile')).body.data.setup.next).toBe('photo');
      expectInvalid(await a.c.post('/api/me/setup/payment/skip'), 'position');
    });

    it('shows online status and last seen, hidden when the member turns it off', async () => {
      const a = await member();
      const b = await member();
      await a.c.get('/api/me/profile'); // a request marks the member active
      const seen = await b.c.get(`/api/users/${a.name}`);
      expect(seen.body.data).toMatchObject({ online: true, lastSeen: expect.any(String) });
      await setPrivacy(a, { showOnline: false });
      expect((await b.c.get(`/api/users/${a.name}`)).body.data).toMatchObject({ online: false, lastSeen: null });
      expect((await a.c.get(`/api/users/${a.name}`)).body.data.online).toBe(true);
    });
  });

  describe('friends', () => {
    it('requests, lists requests, accepts with approve 1, and both see each other', async () => {
      const a = await member();
      const b = await member();
      const sent = await a.c.post(`/api/users/${b.name}/friends`);
      expect(sent.body.data).toEqual({ state: 'request-sent' });
      expect((await a.c.post(`/api/users/${b.name}/friends`)).status).toBe(409);
      const requests = await b.c.get('/api/me/friend-requests');
      expect(requests.body.data.received.map((r: { member: { name: string } }) => r.member.name)).toEqual([a.name]);
      expect((await a.c.get('/api/me/friend-requests')).body.data.sent[0].member.id).toBe(b.id);
      const accepted = await b.c.put(`/api/users/${a.name}/friends`, { approve: 1 });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toEqual({ state: 'friends' });
      expect((await a.c.get(`/api/users/${a.name}/friends`)).body.data.items.map((m: { id: string }) => m.id)).toEqual([b.id]);
      expect((await b.c.get(`/api/users/${b.name}/friends`)).body.data.items.map((m: { id: string }) => m.id)).toEqual([a.id]);
      expect((await a.c.get(`/api/users/${b.name}`)).body.data).toMatchObject({ relation: { friendState: 'friends', canVouch: true }, counts: { friends: 1 } });
    });

    it('declines with approve 0, refuses a bad approve and an answer to no request', async () => {
      const a = await member();
      const b = await member();
      await a.c.post(`/api/users/${b.name}/friends`);
      expectInvalid(await b.c.put(`/api/users/${a.name}/friends`, { approve: 'yes' }), 'approve');
      expect((await b.c.put(`/api/users/${a.name}/friends`, { approve: 0 })).body.data).toEqual({ state: 'none' });
      expect((await b.c.put(`/api/users/${a.name}/friends`, { approve: 1 })).status).toBe(404);
      // a cannot answer their own request
      await a.c.post(`/api/users/${b.name}/friends`);
      expect((await a.c.put(`/api/users/${b.name}/friends`, { approve: 1 })).status).toBe(404);
    });

    it('sending to someone who asked first makes friends; remove ends it; self and guests are refused', async () => {
      const a = await member();
      const b = await member();
      await a.c.post(`/api/users/${b.name}/friends`);
      expect((await b.c.post(`/api/users/${a.name}/friends`)).body.data).toEqual({ state: 'friends' });
      expect((await a.c.delete(`/api/users/${b.name}/friends`)).status).toBe(204);
      expect((await a.c.delete(`/api/users/${b.name}/friends`)).status).toBe(404);
      expect((await a.c.post(`/api/users/${a.name}/friends`)).status).toBe(422);
      expect((await t.client().post(`/api/users/${a.name}/friends`)).status).toBe(401);
      expect((await t.client().get(`/api/users/${a.name}/friends`)).status).toBe(401);
    });

    it('needs a confirmed e-mail to send requests', async () => {
      const a = await member({ confirmed: false });
      const b = await member();
      const res = await a.c.post(`/api/users/${b.name}/friends`);
      expect(res.status).toBe(403);
      expect(res.body.verification_required).toBe(true);
    });

    it('sorts friends by last log-in and pages with a cursor', async () => {
      const owner = await member();
      const friends = [await member(), await member(), await member()];
      for (const f of friends) await befriend(owner, f);
      const stamps = ['2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z'];
      for (const [i, f] of friends.entries()) await t.db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [f.id, stamps[i]]);
      const first = await owner.c.get(`/api/users/${owner.name}/friends?limit=2`);
      expect(first.body.data.items.map((m: { id: string }) => m.id)).toEqual([friends[1]!.id, friends[2]!.id]);
      expect(first.body.data.next).toEqual(expect.any(String));
      const second = await owner.c.get(`/api/users/${owner.name}/friends?limit=2&after=${first.body.data.next}`);
      expect(second.body.data).toEqual({ items: [expect.objectContaining({ id: friends[0]!.id })], next: null });
      expectInvalid(await owner.c.get(`/api/users/${owner.name}/friends?after=${Buffer.from('["x","y"]').toString('base64url')}`), 'after');
    });

    it('refuses a private friends list to strangers, shows it to friends', async () => {
      const a = await member();
      const friend = await member();
      const stranger = await member();
      await befriend(a, friend);
      await setPrivacy(a, { friendsList: 'friends' });
      const refused = await stranger.c.get(`/api/users/${a.name}/friends`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('MEMBERS_PRIVATE');
      expect((await stranger.c.get(`/api/users/${a.name}`)).body.data.lists.friends).toBe(false);
      expect((await friend.c.get(`/api/users/${a.name}/friends`)).status).toBe(200);
      await setPrivacy(a, { friendsList: 'nobody' });
      expect((await friend.c.get(`/api/users/${a.name}/friends`)).status).toBe(403);
      expect((await a.c.get(`/api/users/${a.name}/friends`)).status).toBe(200);
      expectInvalid(await setPrivacy(a, { friendsList: 'aliens' }), 'friendsList');
    });
  });

  describe('follows, winks, notes, vouches, favourites, interactions', () => {
    it('follows and lists followers and following, with list privacy', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      expect((await a.c.put(`/api/users/${b.name}/follow`)).status).toBe(204);
      expect((await b.c.get(`/api/users/${b.name}/followers`)).body.data.items.map((m: { id: string }) => m.id)).toEqual([a.id]);
      expect((await c.c.get(`/api/users/${a.name}/following`)).body.data.items.map((m: { id: string }) => m.id)).toEqual([b.id]);
      await setPrivacy(b, { followLists: 'nobody' });
      expect((await c.c.get(`/api/users/${b.name}/followers`)).status).toBe(403);
      expect((await a.c.delete(`/api/users/${b.name}/follow`)).status).toBe(204);
      expect((await b.c.get(`/api/users/${b.name}/followers`)).body.data.items).toEqual([]);
      expect((await a.c.put(`/api/users/${a.name}/follow`)).status).toBe(422);
    });

    it('winks as the wink settings allow, once a day, and shows them in interactions', async () => {
      const a = await member();
      const b = await member();
      expect((await b.c.put('/api/me/wink-settings', { policy: 'friends' })).status).toBe(200);
      expect((await b.c.get('/api/me/wink-settings')).body.data).toEqual({ policy: 'friends' });
      const refused = await a.c.post(`/api/users/${b.name}/wink`);
      expect(refused.status).toBe(403);
      expect((await a.c.get(`/api/users/${b.name}`)).body.data.relation.canWink).toBe(false);
      await b.c.put('/api/me/wink-settings', { policy: 'everyone' });
      expect((await a.c.post(`/api/users/${b.name}/wink`)).status).toBe(204);
      expect((await a.c.post(`/api/users/${b.name}/wink`)).status).toBe(409);
      expect((await a.c.post(`/api/users/${a.name}/wink`)).status).toBe(422);
      const received = await b.c.get('/api/interactions/winks-received');
      expect(received.body.data.items).toEqual([{ member: expect.objectContaining({ id: a.id }), at: expect.any(String) }]);
      expect((await a.c.get('/api/interactions/winks-sent')).body.data.items[0].member.id).toBe(b.id);
      expectInvalid(await b.c.put('/api/me/wink-settings', { policy: 'sometimes' }), 'policy');
      expect((await b.c.get('/api/interactions/pokes')).body.errors[0].field).toBe('tab');
      expect((await t.client().post(`/api/users/${b.name}/wink`)).status).toBe(401);
    });

    it('keeps private notes private to their author', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      expect((await a.c.put(`/api/users/${b.name}/note`, { body: 'Met at the party' })).body.data).toMatchObject({ body: 'Met at the party' });
      expect((await a.c.get(`/api/users/${b.name}/note`)).body.data.body).toBe('Met at the party');
      expect((await c.c.get(`/api/users/${b.name}/note`)).body.data).toBeNull();
      expect((await b.c.get(`/api/users/${b.name}/note`)).body.data).toBeNull();
      expect((await a.c.get(`/api/users/${a.name}/notes`)).body.data.items).toEqual([expect.objectContaining({ body: 'Met at the party', member: expect.objectContaining({ id: b.id }) })]);
      expect((await c.c.get(`/api/users/${a.name}/notes`)).status).toBe(403);
      expectInvalid(await a.c.put(`/api/users/${b.name}/note`, { body: '   ' }), 'body');
      expect((await a.c.delete(`/api/users/${b.name}/note`)).status).toBe(204);
      expect((await a.c.get(`/api/users/${b.name}/note`)).body.data).toBeNull();
    });

    it('lets friends vouch, shows vouches, refuses strangers', async () => {
      const a = await member();
      const b = await member();
      const stranger = await member();
      expect((await stranger.c.put(`/api/users/${b.name}/vouch`, { body: 'A lovely person to meet' })).status).toBe(403);
      await befriend(a, b);
      expect((await a.c.put(`/api/users/${b.name}/vouch`, { body: 'short' })).body.errors[0].field).toBe('body');
      expect((await a.c.put(`/api/users/${b.name}/vouch`, { body: 'A lovely person to meet' })).status).toBe(204);
      const list = await stranger.c.get(`/api/users/${b.name}/vouches`);
      expect(list.body.data.items).toEqual([{ voucher: expect.objectContaining({ id: a.id }), body: 'A lovely person to meet', createdAt: expect.any(String) }]);
      expect((await b.c.delete(`/api/users/${b.name}/vouch?voucher=${a.name}`)).status).toBe(204);
      expect((await b.c.get(`/api/users/${b.name}/vouches`)).body.data.items).toEqual([]);
    });

    it('records profile views unless a Gold member browses invisibly; free members are asked to upgrade', async () => {
      const a = await member();
      const viewer = await member();
      const gold = await member({ tier: 'gold' });
      await viewer.c.get(`/api/users/${a.name}`);
      const upgrade = await viewer.c.put('/api/privacy/settings', { browseInvisibly: true });
      expect(upgrade.status).toBe(403);
      expect(upgrade.body.message).toBe('upgrade:browse-invisibly');
      const ok = await gold.c.put('/api/privacy/settings', { browseInvisibly: true });
      expect(ok.body.data).toMatchObject({ settings: { browseInvisibly: true }, canBrowseInvisibly: true });
      await gold.c.get(`/api/users/${a.name}`);
      const views = await a.c.get('/api/interactions/views');
      expect(views.body.data.items.map((i: { member: { id: string } }) => i.member.id)).toEqual([viewer.id]);
    });

    it('keeps favourites', async () => {
      const a = await member();
      const b = await member();
      expect((await a.c.put(`/api/users/${b.name}/favourite`)).status).toBe(204);
      expect((await a.c.get('/api/interactions/favourites')).body.data.items.map((i: { member: { id: string } }) => i.member.id)).toEqual([b.id]);
      expect((await a.c.get(`/api/users/${b.name}`)).body.data.relation.favourite).toBe(true);
      expect((await a.c.delete(`/api/users/${b.name}/favourite`)).status).toBe(204);
      expect((await a.c.get('/api/interactions/favourites')).body.data.items).toEqual([]);
    });
  });

  describe('blocking', () => {
    it('hides the blocker from the blocked member everywhere and ends what they shared', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      await befriend(a, b);
      await befriend(c, a);
      await befriend(c, b);
      await b.c.put(`/api/users/${a.name}/follow`);
      expect((await a.c.put(`/api/privacy/blacklist/${b.name}`)).status).toBe(204);

      // b sees nothing of a
      expect((await b.c.get(`/api/users/${a.name}`)).status).toBe(404);
      expect((await b.c.get(`/api/users/${a.name}/friends`)).status).toBe(404);
      expect((await b.c.get(`/api/users/${a.name}/followers`)).status).toBe(404);
      expect((await b.c.get(`/api/users/${a.name}/vouches`)).status).toBe(404);
      expect((await b.c.post(`/api/users/${a.name}/friends`)).status).toBe(404);
      expect((await b.c.post(`/api/users/${a.name}/wink`)).status).toBe(404);
      expect((await b.c.put(`/api/users/${a.name}/note`, { body: 'x' })).status).toBe(404);
      const inC = await b.c.get(`/api/users/${c.name}/friends`);
      expect(inC.body.data.items.map((m: { id: string }) => m.id)).not.toContain(a.id);
      // and a sees nothing of b either
      expect((await a.c.get(`/api/users/${b.name}`)).status).toBe(404);
      // the friendship and follow ended
      expect((await a.c.get(`/api/users/${a.name}/friends`)).body.data.items.map((m: { id: string }) => m.id)).toEqual([c.id]);
      expect((await a.c.get(`/api/users/${a.name}/followers`)).body.data.items).toEqual([]);

      const list = await a.c.get('/api/privacy/blacklist');
      expect(list.body.data.items).toEqual([expect.objectContaining({ id: b.id, name: b.name })]);
      expect((await a.c.delete(`/api/privacy/blacklist/${b.name}`)).status).toBe(204);
      expect((await b.c.get(`/api/users/${a.name}`)).status).toBe(200);
      expect((await a.c.delete(`/api/privacy/blacklist/${b.name}`)).status).toBe(404);
    });

    it('refuses blocking oneself and staff, and guests', async () => {
      const a = await member();
      const mod = await t.createMember({ role: 'moderator' });
      expect((await a.c.put(`/api/privacy/blacklist/${a.name}`)).status).toBe(422);
      expectInvalid(await a.c.put(`/api/privacy/blacklist/${mod.name}`), 'name');
      expect((await t.client().get('/api/privacy/blacklist')).status).toBe(401);
      expect((await t.client().get('/api/privacy/settings')).status).toBe(401);
    });

    it('lets staff see a profile that blocked them out of its audience', async () => {
      const a = await member();
      const mod = await member({ role: 'moderator' });
      await setPrivacy(a, { profile: 'friends' });
      expect((await mod.c.get(`/api/users/${a.name}`)).body.data.visibility).toBe('full');
    });
  });

  it('exposes areFriends and isBlocked to other modules', async () => {
    const { RelationshipsService } = await import('../src/modules/members/relationships/relationships.service.js');
    const service = t.app.get(RelationshipsService);
    const a = await member();
    const b = await member();
    expect(await service.areFriends(a.id, b.id)).toBe(false);
    await befriend(a, b);
    expect(await service.areFriends(b.id, a.id)).toBe(true);
    await b.c.put(`/api/privacy/blacklist/${a.name}`);
    expect(await service.isBlocked(a.id, b.id)).toBe(true);
    expect(await service.isBlocked(b.id, a.id)).toBe(true);
    expect(await service.areFriends(a.id, b.id)).toBe(false);
  });
  describe('meet the team', () => {
    it('lists confirmed, unsuspended staff to anyone, most senior first, with name, avatar and role only', async () => {
      const editor = await t.createMember({ name: unique('aa_team'), role: 'editor' });
      const admin = await t.createMember({ name: unique('zz_team'), role: 'admin' });
      const suspended = await t.createMember({ name: unique('team'), role: 'moderator' });
      await t.db.query(`UPDATE members SET suspended_at = now() WHERE id = $1`, [suspended.id]);
      const unconfirmed = await t.createMember({ name: unique('team'), role: 'support', confirmed: false });
      const plain = await t.createMember({ name: unique('team') });
      const res = await t.client().get('/api/meet-team');
      expect(res.status).toBe(200);
      const team = res.body.data as Array<{ id: string; name: string; role: string; avatar: Record<string, unknown> }>;
      const ids = team.map((m) => m.id);
      expect(ids).toEqual(expect.arrayContaining([editor.id, admin.id]));
      expect(ids.indexOf(admin.id)).toBeLessThan(ids.indexOf(editor.id));
      for (const hidden of [suspended.id, unconfirmed.id, plain.id]) expect(ids).not.toContain(hidden);
      expect(team.every((m) => m.role !== 'member')).toBe(true);
      expect(Object.keys(team.find((m) => m.id === admin.id)!).sort()).toEqual(['avatar', 'id', 'name', 'role']);
    });
  });
});
