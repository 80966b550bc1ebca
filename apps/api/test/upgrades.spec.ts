import { appForTests } from './harness.js';

describe('upgrades API (banner and dialog data)', () => {
  const t = appForTests();

  async function as(opts: { tier?: 'free' | 'silver' | 'gold' | 'platinum'; role?: 'member' | 'moderator'; host?: string } = {}) {
    const m = await t.createMember({ tier: opts.tier, role: opts.role });
    const c = t.client(opts.host);
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return c;
  }

  it('shows no banner to guests', async () => {
    const res = await t.client().get('/api/upgrades/banner');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { type: null, translations: {} } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows no banner while payments are off, whatever the tier or role', async () => {
    for (const opts of [{ tier: 'free' as const }, { tier: 'gold' as const }, { role: 'moderator' as const }]) {
      const res = await (await as(opts)).get('/api/upgrades/banner');
      expect(res.body.data).toEqual({ type: null, translations: {} });
    }
  });

  it('tells the dialog honestly that upgrades are not on sale, and what each tier unlocks here', async () => {
    const c = await as({ tier: 'silver' });
    const res = await c.get('/api/upgrades');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      paid: true,
      paymentsOpen: false,
      canUpgrade: false,
      currentTier: 'silver',
      tiers: [
        { tier: 'silver', benefits: ['start-conversations', 'star-badge'] },
        { tier: 'gold', benefits: ['start-conversations', 'star-badge'] },
        { tier: 'platinum', benefits: ['start-conversations', 'crown-badge'] },
      ],
    });
  });

  it('knows the brands that show adverts (Gold hides them) and answers guests without a tier', async () => {
    const res = await t.client('lush.localhost:3000').get('/api/upgrades');
    expect(res.body.data.currentTier).toBeNull();
    expect(res.body.data.tiers.find((x: { tier: string }) => x.tier === 'gold').benefits).toContain('hide-adverts');
  });
});
