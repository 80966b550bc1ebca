import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { repoRoot } from '../infra/paths/paths.js';

/** A demo competition per variant (issue 22), in the variant's language: a photo contest open for entries, voting next week. */
const TEXTS: Record<string, { title: string; slug: string; rules: string }> = {
  en: { title: 'Photo of the month', slug: 'photo-of-the-month', rules: 'Enter one photo of your own, public on your profile. Entries are open for a week, then members vote for a week. The photo with the most votes wins 500 coins; second place wins 200.' },
  de: { title: 'Foto des Monats', slug: 'foto-des-monats', rules: 'Reiche ein eigenes Foto ein, das auf deinem Profil öffentlich ist. Eine Woche lang kann man teilnehmen, danach eine Woche abstimmen. Das Foto mit den meisten Stimmen gewinnt 500 Coins, Platz zwei 200.' },
  fr: { title: 'Photo du mois', slug: 'photo-du-mois', rules: 'Proposez une photo de vous, publique sur votre profil. Les participations sont ouvertes une semaine, puis les membres votent une semaine. La photo la plus votée gagne 500 pièces, la deuxième 200.' },
  es: { title: 'Foto del mes', slug: 'foto-del-mes', rules: 'Presenta una foto tuya, pública en tu perfil. Las inscripciones están abiertas una semana y después los miembros votan otra semana. La foto más votada gana 500 monedas; la segunda, 200.' },
  it: { title: 'Foto del mese', slug: 'foto-del-mese', rules: 'Presenta una tua foto, pubblica sul profilo. Le iscrizioni restano aperte una settimana, poi i membri votano per una settimana. La foto più votata vince 500 monete, la seconda 200.' },
  nl: { title: 'Foto van de maand', slug: 'foto-van-de-maand', rules: 'Stuur een eigen foto in die openbaar op je profiel staat. Een week lang kun je meedoen, daarna stemmen de leden een week. De foto met de meeste stemmen wint 500 munten, de tweede 200.' },
  pl: { title: 'Zdjęcie miesiąca', slug: 'zdjecie-miesiaca', rules: 'Zgłoś jedno własne zdjęcie, publiczne na profilu. Zgłoszenia trwają tydzień, potem członkowie głosują przez tydzień. Zdjęcie z największą liczbą głosów wygrywa 500 monet, drugie miejsce 200.' },
  pt: { title: 'Foto do mês', slug: 'foto-do-mes', rules: 'Inscreva uma foto sua, pública no seu perfil. As inscrições ficam abertas por uma semana e depois os membros votam por mais uma. A foto mais votada ganha 500 moedas; a segunda, 200.' },
};

export async function seedCompetitions(em: EntityManager): Promise<number> {
  const dir = path.join(repoRoot(), 'variants');
  let made = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const v = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { code: string; locale: string };
    const existing: unknown[] = await em.query(`SELECT 1 FROM competitions WHERE variant = $1 LIMIT 1`, [v.code]);
    if (existing.length) continue;
    const text = TEXTS[v.locale.slice(0, 2)] ?? TEXTS.en!;
    await em.query(
      `INSERT INTO competitions (variant, slug, title, rules, entry_type, entries_open_at, entries_close_at, voting_open_at, voting_close_at, announced, prize_coins, prize_badge)
       VALUES ($1, $2, $3, $4, 'photo', now() - interval '1 day', now() + interval '6 days', now() + interval '6 days', now() + interval '13 days', true, '{500,200}', $5)`,
      [v.code, text.slug, text.title, text.rules, text.title],
    );
    made++;
  }
  return made;
}
