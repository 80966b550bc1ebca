import { DataSource } from 'typeorm';
import type { Role, Tier } from '@community/domain';
import { hashPassword } from '../modules/auth/passwords.js';
import { MembersRepository } from '../modules/members/members.repository.js';
import { MembersService } from '../modules/members/members.service.js';
import { seedMemberProfiles } from './members-profiles.js';
import { seedMemberRelationships } from './members-relationships.js';
import { seedStories } from './stories.js';
import { seedForum } from './forum.js';
import { seedGroups } from './groups.js';
import { seedPlaces } from './places.js';
import { seedCompetitions } from './competitions.js';
import { seedParties } from './parties.js';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo-password-2026';

interface DemoMember {
  name: string;
  variant: string;
  locale: string;
  role?: Role;
  tier?: Tier;
  genders: string;
  verified?: boolean;
}

/** Members of every tier and staff role on several variants. */
export const DEMO_MEMBERS: DemoMember[] = [
  { name: 'super', variant: 'shuk', locale: 'en_GB', role: 'super', genders: 'f' },
  { name: 'global', variant: 'shuk', locale: 'en_GB', role: 'global', genders: 'm' },
  { name: 'admin', variant: 'shuk', locale: 'en_GB', role: 'admin', genders: 'f' },
  { name: 'moderator', variant: 'shuk', locale: 'en_GB', role: 'moderator', genders: 'm' },
  { name: 'support', variant: 'shde', locale: 'de_DE', role: 'support', genders: 'f' },
  { name: 'editor', variant: 'stsp', locale: 'en_GB', role: 'editor', genders: 'n' },
  { name: 'free_uk', variant: 'shuk', locale: 'en_GB', tier: 'free', genders: 'm' },
  { name: 'silver_uk', variant: 'shuk', locale: 'en_GB', tier: 'silver', genders: 'mf' },
  { name: 'gold_uk', variant: 'shuk', locale: 'en_GB', tier: 'gold', genders: 'ff', verified: true },
  { name: 'platinum_uk', variant: 'shuk', locale: 'en_GB', tier: 'platinum', genders: 'f', verified: true },
  { name: 'free_us', variant: 'shus', locale: 'en_US', tier: 'free', genders: 'f' },
  { name: 'gold_us', variant: 'shus', locale: 'en_US', tier: 'gold', genders: 'mm' },
  { name: 'silber_de', variant: 'shde', locale: 'de_DE', tier: 'silver', genders: 'm' },
  { name: 'platin_de', variant: 'shde', locale: 'de_DE', tier: 'platinum', genders: 'mff' },
  { name: 'reader', variant: 'stsp', locale: 'en_GB', tier: 'free', genders: 'f' },
  { name: 'writer', variant: 'stsp', locale: 'en_GB', tier: 'gold', genders: 'm' },
  { name: 'lush_member', variant: 'lush', locale: 'en_GB', tier: 'free', genders: 't' },
  { name: 'kiwi_member', variant: 'kiwi', locale: 'en_NZ', tier: 'silver', genders: 'mf' },
];

/**
 * Creates the demo members (all confirmed) in one transaction. With `ifEmpty` it does nothing when any member
 * exists, so `npm start` seeds a fresh database once. Returns how many were created.
 */
export async function seedDemo(db: DataSource, opts: { ifEmpty: boolean }): Promise<number> {
  const members = new MembersService(new MembersRepository(db));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock(7426002)');
    if (opts.ifEmpty && (await em.query('SELECT 1 FROM members LIMIT 1')).length) return 0;
    let created = 0;
    for (const d of DEMO_MEMBERS) {
      const taken = await members.nameOrEmailTaken(d.name, `${d.name}@demo.community.localhost`, em);
      if (taken.name || taken.email) continue;
      const m = await members.create(
        {
          name: d.name,
          email: `${d.name}@demo.community.localhost`,
          passwordHash,
          dateOfBirth: '1990-05-17',
          genders: d.genders,
          homeVariant: d.variant,
          locale: d.locale,
          role: d.role,
          tier: d.tier,
          confirmedAt: new Date(),
        },
        em,
      );
      if (d.tier && d.tier !== 'free') await members.update(m.id, { tierExpiresAt: new Date(Date.now() + 365 * 86_400_000) }, em);
      if (d.verified) await members.update(m.id, { verifiedAt: new Date() }, em);
      created++;
    }
    await seedMemberProfiles(db, em);
    await seedMemberRelationships(db, em);
    await seedStories(db, em);
    await seedForum(em);
    await seedGroups(em);
    await seedPlaces(em);
    await seedCompetitions(em);
    await seedParties(em);
    return created;
  });
}
