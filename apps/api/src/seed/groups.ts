import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { storyLanguageOf, type StoryLanguage } from '@community/domain';
import { repoRoot } from '../infra/paths/paths.js';

/**
 * Groups' and clubs' demo data: every variant with demo members gets, in its language, an open public group,
 * a private group one asks to join, and a club with a review — owned by its demo members, with a first post on
 * the group's wall, so a new member sees living community pages. Idempotent: a variant that already has groups
 * is left alone.
 */

interface Texts {
  open: [string, string, string];
  private: [string, string, string];
  post: string;
  club: [string, string, string, string];
  review: string;
}

const TEXTS: Record<StoryLanguage, Texts> = {
  en: {
    open: ['night-owls', 'Night Owls', 'For everyone who comes alive after dark: chat, plans and late-night stories.'],
    private: ['weekend-getaways', 'Weekend Getaways', 'Planning trips and weekends away together. Ask to join and say hello.'],
    post: 'Welcome, everyone! Tell us where you are and what you are up for this weekend.',
    club: ['the-velvet-room', 'The Velvet Room', '12 Market Street', 'A relaxed, friendly venue with a bar, a dance floor and quiet rooms.'],
    review: 'Friendly staff, good music and very clean. We will be back.',
  },
  de: {
    open: ['nachteulen', 'Nachteulen', 'Für alle, die nachts aufblühen: plaudern, planen, Geschichten nach Mitternacht.'],
    private: ['wochenendausfluege', 'Wochenendausflüge', 'Gemeinsame Reisen und Wochenenden planen. Einfach anfragen und Hallo sagen.'],
    post: 'Willkommen, alle zusammen! Erzählt, wo ihr seid und was ihr am Wochenende vorhabt.',
    club: ['samtzimmer', 'Das Samtzimmer', 'Marktstraße 12', 'Ein entspannter, freundlicher Club mit Bar, Tanzfläche und ruhigen Räumen.'],
    review: 'Freundliches Personal, gute Musik und sehr sauber. Wir kommen wieder.',
  },
  fr: {
    open: ['oiseaux-de-nuit', 'Oiseaux de nuit', 'Pour celles et ceux qui s’éveillent la nuit : discussions, projets et histoires tardives.'],
    private: ['escapades-du-week-end', 'Escapades du week-end', 'Organiser des voyages et des week-ends ensemble. Demandez à rejoindre et présentez-vous.'],
    post: 'Bienvenue à toutes et à tous ! Dites-nous où vous êtes et ce qui vous tente ce week-end.',
    club: ['le-salon-de-velours', 'Le Salon de Velours', '12 rue du Marché', 'Un lieu détendu et convivial avec bar, piste de danse et salons calmes.'],
    review: 'Personnel accueillant, bonne musique et très propre. Nous reviendrons.',
  },
  es: {
    open: ['buhos-nocturnos', 'Búhos nocturnos', 'Para quienes cobran vida de noche: charlas, planes e historias de madrugada.'],
    private: ['escapadas-de-fin-de-semana', 'Escapadas de fin de semana', 'Planear viajes y fines de semana juntos. Pide unirte y saluda.'],
    post: '¡Bienvenidos todos! Contadnos dónde estáis y qué planes tenéis este fin de semana.',
    club: ['la-sala-de-terciopelo', 'La Sala de Terciopelo', 'Calle del Mercado 12', 'Un local relajado y acogedor con bar, pista de baile y salas tranquilas.'],
    review: 'Personal amable, buena música y muy limpio. Volveremos.',
  },
  it: {
    open: ['nottambuli', 'Nottambuli', 'Per chi si accende di notte: chiacchiere, progetti e storie a tarda ora.'],
    private: ['fughe-nel-weekend', 'Fughe nel weekend', 'Organizzare viaggi e weekend insieme. Chiedi di entrare e presentati.'],
    post: 'Benvenuti a tutti! Raccontateci dove siete e cosa avete in programma per il weekend.',
    club: ['la-sala-di-velluto', 'La Sala di Velluto', 'Via del Mercato 12', 'Un locale rilassato e accogliente con bar, pista da ballo e salette tranquille.'],
    review: 'Personale gentile, buona musica e molto pulito. Torneremo.',
  },
  nl: {
    open: ['nachtuilen', 'Nachtuilen', 'Voor iedereen die ’s nachts tot leven komt: kletsen, plannen en late verhalen.'],
    private: ['weekendjes-weg', 'Weekendjes weg', 'Samen reizen en weekendjes weg plannen. Vraag om lid te worden en zeg hallo.'],
    post: 'Welkom allemaal! Vertel waar je bent en wat je dit weekend van plan bent.',
    club: ['de-fluwelen-kamer', 'De Fluwelen Kamer', 'Marktstraat 12', 'Een ontspannen, gezellige club met bar, dansvloer en rustige kamers.'],
    review: 'Vriendelijk personeel, goede muziek en heel schoon. We komen terug.',
  },
  pl: {
    open: ['nocne-marki', 'Nocne marki', 'Dla wszystkich, którzy ożywają po zmroku: rozmowy, plany i nocne historie.'],
    private: ['weekendowe-wypady', 'Weekendowe wypady', 'Wspólne planowanie wyjazdów i weekendów. Poproś o dołączenie i przywitaj się.'],
    post: 'Witajcie wszyscy! Napiszcie, skąd jesteście i co planujecie na weekend.',
    club: ['aksamitny-salon', 'Aksamitny Salon', 'ul. Rynkowa 12', 'Swobodny, przyjazny lokal z barem, parkietem i cichymi salkami.'],
    review: 'Miła obsługa, dobra muzyka i bardzo czysto. Wrócimy.',
  },
  pt: {
    open: ['corujas-da-noite', 'Corujas da noite', 'Para quem ganha vida à noite: conversas, planos e histórias de madrugada.'],
    private: ['escapadas-de-fim-de-semana', 'Escapadas de fim de semana', 'Planejar viagens e fins de semana juntos. Peça para entrar e diga olá.'],
    post: 'Bem-vindos, pessoal! Contem onde estão e o que planejam para o fim de semana.',
    club: ['a-sala-de-veludo', 'A Sala de Veludo', 'Rua do Mercado, 12', 'Um lugar descontraído e acolhedor com bar, pista de dança e salas tranquilas.'],
    review: 'Equipe simpática, música boa e muito limpo. Voltaremos.',
  },
};

function variantLanguages(): Array<{ code: string; language: StoryLanguage }> {
  const dir = path.join(repoRoot(), 'variants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { code: string; locale: string })
    .map((v) => ({ code: v.code, language: storyLanguageOf(v.locale) }));
}

/** Seeds groups and a club for every variant with at least two demo members; answers how many groups were made. */
export async function seedGroups(em: EntityManager): Promise<number> {
  let made = 0;
  for (const { code, language } of variantLanguages()) {
    const existing: unknown[] = await em.query(`SELECT 1 FROM groups WHERE variant = $1 LIMIT 1`, [code]);
    if (existing.length) continue;
    const people: Array<{ id: string }> = await em.query(
      `SELECT id FROM members WHERE home_variant = $1 AND email LIKE '%@demo.community.localhost' AND role = 'member' AND suspended_at IS NULL ORDER BY name LIMIT 2`,
      [code],
    );
    if (people.length < 2) continue;
    const [owner, other] = [people[0]!.id, people[1]!.id];
    const x = TEXTS[language];
    for (const [[slug, name, description], visibility, join] of [
      [x.open, 'public', 'open'],
      [x.private, 'private', 'request'],
    ] as const) {
      const [g]: Array<{ id: string }> = await em.query(
        `INSERT INTO groups (variant, slug, name, description, category, visibility, join_policy, owner_id, members_count, created_at, last_activity_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 2, now() - interval '3 days', now() - interval '1 day') RETURNING id`,
        [code, slug, name, description, visibility === 'public' ? 'social' : 'travel', visibility, join, owner],
      );
      await em.query(
        `INSERT INTO group_members (group_id, member_id, role, state, joined_at) VALUES ($1, $2, 'owner', 'active', now() - interval '3 days'), ($1, $3, 'member', 'active', now() - interval '2 days')`,
        [g!.id, owner, other],
      );
      await em.query(`INSERT INTO community_wall_posts (place_kind, place_id, author_id, body, created_at) VALUES ('group', $1, $2, $3, now() - interval '1 day')`, [g!.id, owner, x.post]);
      await em.query(`UPDATE groups SET posts_count = 1 WHERE id = $1`, [g!.id]);
      made++;
    }
    const [cslug, cname, address, cdesc] = x.club;
    const [club]: Array<{ id: string }> = await em.query(
      `INSERT INTO clubs (variant, slug, name, description, address, opening_hours, facilities, links, owner_id, reviews_count, rating_sum)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', $8, 1, 5) RETURNING id`,
      [code, cslug, cname, cdesc, address, 'Fri–Sat 21:00–04:00', ['bar', 'dancefloor', 'lockers'], owner],
    );
    await em.query(`INSERT INTO club_reviews (club_id, author_id, rating, body) VALUES ($1, $2, 5, $3)`, [club!.id, other, x.review]);
  }
  return made;
}
