import type { DataSource, EntityManager } from 'typeorm';
import type { LookingFor } from '@community/domain';
import { MembersRepository } from '../modules/members/members.repository.js';
import { MembersService } from '../modules/members/members.service.js';
import { ProfilesRepository } from '../modules/members/profiles/profiles.repository.js';

/**
 * Profile details for the demo members (issue 7): a real town with its coordinates (so distance search
 * has something to find), a line about them and what they look for. Only fills profiles still empty.
 */
const PROFILES: Record<string, { town: string; region: string; country: string; lat: number; lng: number; about: string; lookingFor: LookingFor[] }> = {
  free_uk: { town: 'London', region: 'England', country: 'GB', lat: 51.5072, lng: -0.1276, about: 'New here and finding my feet. Coffee first, then we will see.', lookingFor: ['f', 'couple'] },
  silver_uk: { town: 'Reading', region: 'England', country: 'GB', lat: 51.4543, lng: -0.9781, about: 'Easy-going, fond of dancing and long dinners.', lookingFor: ['m', 'couple'] },
  gold_uk: { town: 'Brighton', region: 'England', country: 'GB', lat: 50.8225, lng: -0.1372, about: 'Sea air, good company, honest conversation.', lookingFor: ['couple', 'group'] },
  platinum_uk: { town: 'Manchester', region: 'England', country: 'GB', lat: 53.4808, lng: -2.2426, about: 'We host now and then. Say hello before anything else.', lookingFor: ['f', 'couple'] },
  free_us: { town: 'Boston', region: 'Massachusetts', country: 'US', lat: 42.3601, lng: -71.0589, about: 'Just moved to the city.', lookingFor: ['f'] },
  gold_us: { town: 'Providence', region: 'Rhode Island', country: 'US', lat: 41.824, lng: -71.4128, about: 'Weekend explorers.', lookingFor: ['couple'] },
  silber_de: { town: 'Berlin', region: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405, about: 'Offen, neugierig und gern unterwegs.', lookingFor: ['m', 'f'] },
  platin_de: { town: 'Potsdam', region: 'Brandenburg', country: 'DE', lat: 52.3906, lng: 13.0645, about: 'Wir mögen gute Gespräche.', lookingFor: ['couple'] },
  lush_member: { town: 'Leeds', region: 'England', country: 'GB', lat: 53.8008, lng: -1.5491, about: 'Here for friendly chat.', lookingFor: ['n', 't', 'f'] },
  kiwi_member: { town: 'Auckland', region: 'Auckland', country: 'NZ', lat: -36.8485, lng: 174.7633, about: 'Kia ora! Outdoors and open-minded.', lookingFor: ['f', 'couple'] },
};

export async function seedMemberProfiles(db: DataSource, em: EntityManager): Promise<void> {
  const members = new MembersService(new MembersRepository(db));
  const profiles = new ProfilesRepository(db);
  for (const [name, p] of Object.entries(PROFILES)) {
    const member = await members.findByName(name, em);
    if (!member) continue;
    const current = await profiles.get(member.id, em);
    if (current.about || current.place_id) continue;
    await profiles.update(
      member.id,
      {
        about: p.about,
        lookingFor: p.lookingFor,
        location: { placeId: `demo-${name}`, town: p.town, region: p.region, country: p.country, lat: p.lat, lng: p.lng },
        setupDone: ['about', 'location', 'looking-for'],
      },
      em,
    );
  }
}
