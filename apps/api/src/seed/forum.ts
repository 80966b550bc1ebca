import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { STORY_SEARCH_CONFIG, cleanStoryHtml, plainTextToHtml, slugifyTitle, storyLanguageOf, type StoryLanguage } from '@community/domain';
import { repoRoot } from '../infra/paths/paths.js';

/**
 * The forum's demo data: every variant gets five categories in its language (introductions, general chat,
 * questions in Q&A mode, meet-ups for verified members, announcements by the team), and the variants with demo
 * members get a few conversations between them, so a new member sees a living forum. Idempotent: a variant
 * that already has categories is left alone.
 */

interface CategorySeed {
  slug: string;
  name: string;
  description: string;
}

type Kind = 'intro' | 'general' | 'questions' | 'meets' | 'news';
const KINDS: Kind[] = ['intro', 'general', 'questions', 'meets', 'news'];
const COLOURS: Record<Kind, string> = { intro: '#e64980', general: '#228be6', questions: '#40c057', meets: '#fab005', news: '#7950f2' };
const POSTING: Record<Kind, 'everyone' | 'verified' | 'staff'> = { intro: 'everyone', general: 'everyone', questions: 'everyone', meets: 'verified', news: 'staff' };

const c = (slug: string, name: string, description: string): CategorySeed => ({ slug, name, description });

export const FORUM_CATEGORIES: Record<StoryLanguage, Record<Kind, CategorySeed>> = {
  en: {
    intro: c('introductions', 'Introductions', 'New here? Say hello and tell us a little about yourself.'),
    general: c('general', 'General chat', 'Anything and everything between members.'),
    questions: c('questions', 'Questions and answers', 'Ask the community; the best answer is marked by the one who asked.'),
    meets: c('meet-ups', 'Meet-ups', 'Plan get-togethers. Verified members start topics here.'),
    news: c('announcements', 'Announcements', 'News from the team about the site.'),
  },
  de: {
    intro: c('vorstellungen', 'Vorstellungen', 'Neu hier? Sag Hallo und erzähl ein wenig von dir.'),
    general: c('allgemein', 'Allgemeines', 'Alles, worüber Mitglieder reden möchten.'),
    questions: c('fragen', 'Fragen und Antworten', 'Frag die Community; wer fragt, markiert die beste Antwort.'),
    meets: c('treffen', 'Treffen', 'Verabredungen planen. Verifizierte Mitglieder eröffnen hier Themen.'),
    news: c('ankuendigungen', 'Ankündigungen', 'Neuigkeiten des Teams zur Seite.'),
  },
  fr: {
    intro: c('presentations', 'Présentations', 'Nouveau ici ? Dites bonjour et parlez un peu de vous.'),
    general: c('discussions', 'Discussions générales', 'Tout et n’importe quoi entre membres.'),
    questions: c('questions', 'Questions et réponses', 'Demandez à la communauté ; l’auteur de la question choisit la meilleure réponse.'),
    meets: c('rencontres', 'Rencontres', 'Organisez des rencontres. Les membres vérifiés ouvrent les sujets ici.'),
    news: c('annonces', 'Annonces', 'Les nouvelles de l’équipe sur le site.'),
  },
  es: {
    intro: c('presentaciones', 'Presentaciones', '¿Nuevo por aquí? Saluda y cuéntanos un poco sobre ti.'),
    general: c('general', 'Charla general', 'De todo un poco entre miembros.'),
    questions: c('preguntas', 'Preguntas y respuestas', 'Pregunta a la comunidad; quien pregunta marca la mejor respuesta.'),
    meets: c('quedadas', 'Quedadas', 'Organiza encuentros. Los miembros verificados abren temas aquí.'),
    news: c('anuncios', 'Anuncios', 'Novedades del equipo sobre el sitio.'),
  },
  it: {
    intro: c('presentazioni', 'Presentazioni', 'Nuovo qui? Saluta e raccontaci qualcosa di te.'),
    general: c('generale', 'Chiacchiere', 'Di tutto un po’ tra membri.'),
    questions: c('domande', 'Domande e risposte', 'Chiedi alla community; chi chiede sceglie la risposta migliore.'),
    meets: c('incontri', 'Incontri', 'Organizza ritrovi. I membri verificati aprono le discussioni qui.'),
    news: c('annunci', 'Annunci', 'Notizie del team sul sito.'),
  },
  nl: {
    intro: c('voorstellen', 'Voorstellen', 'Nieuw hier? Zeg hallo en vertel iets over jezelf.'),
    general: c('algemeen', 'Algemeen', 'Van alles en nog wat tussen leden.'),
    questions: c('vragen', 'Vragen en antwoorden', 'Vraag het de community; wie vraagt, kiest het beste antwoord.'),
    meets: c('meetups', 'Meet-ups', 'Plan samenkomsten. Geverifieerde leden openen hier onderwerpen.'),
    news: c('aankondigingen', 'Aankondigingen', 'Nieuws van het team over de site.'),
  },
  pl: {
    intro: c('powitania', 'Powitania', 'Nowy tutaj? Przywitaj się i opowiedz coś o sobie.'),
    general: c('ogolne', 'Rozmowy ogólne', 'O wszystkim i o niczym między członkami.'),
    questions: c('pytania', 'Pytania i odpowiedzi', 'Zapytaj społeczność; pytający wybiera najlepszą odpowiedź.'),
    meets: c('spotkania', 'Spotkania', 'Planuj spotkania. Zweryfikowani członkowie zakładają tu wątki.'),
    news: c('ogloszenia', 'Ogłoszenia', 'Wiadomości od zespołu o serwisie.'),
  },
  pt: {
    intro: c('apresentacoes', 'Apresentações', 'Novo por aqui? Diga olá e conte um pouco sobre você.'),
    general: c('geral', 'Conversa geral', 'De tudo um pouco entre membros.'),
    questions: c('perguntas', 'Perguntas e respostas', 'Pergunte à comunidade; quem pergunta marca a melhor resposta.'),
    meets: c('encontros', 'Encontros', 'Organize encontros. Membros verificados abrem tópicos aqui.'),
    news: c('avisos', 'Avisos', 'Novidades da equipe sobre o site.'),
  },
};

interface Conversation {
  kind: Kind;
  title: string;
  /** The first post, then the replies in order; each names its author by index into the variant's cast. */
  posts: Array<[number, string]>;
  /** Index of the reply (1 = first reply) the asker accepts, in questions. */
  accepted?: number;
}

const ENGLISH: Conversation[] = [
  {
    kind: 'intro',
    title: 'Hello from a newcomer',
    posts: [
      [0, 'Hi all! I joined last week after a friend told me about this place. I like long walks, old films and cooking for friends.'],
      [1, 'Welcome! The general chat is the liveliest corner, and the meet-ups board is worth a look once you feel settled.'],
      [2, 'Welcome aboard. Which old films? I could talk about Hitchcock all evening.'],
      [0, 'Rear Window, every time. Thanks for the warm welcome!'],
    ],
  },
  {
    kind: 'questions',
    title: 'How do I hide my profile from search?',
    posts: [
      [2, 'I would like to browse for a while before people can find me. Is there a setting for that?'],
      [1, 'Yes: Settings, then Privacy. You can choose who sees you in search results and on the online list.'],
      [3, 'And blocked members never see you anywhere, in case someone bothers you.'],
    ],
    accepted: 1,
  },
  {
    kind: 'general',
    title: 'What made you smile this week?',
    posts: [
      [3, 'Small things count. Mine: a stranger paid for my coffee this morning.'],
      [0, 'My neighbour’s cat has decided my balcony is its holiday home.'],
      [1, 'Finally finished the book I had been reading since spring.'],
    ],
  },
];

const GERMAN: Conversation[] = [
  {
    kind: 'intro',
    title: 'Hallo aus Hamburg',
    posts: [
      [0, 'Hallo zusammen! Ich bin neu hier und freue mich auf nette Gespräche. Ich koche gern und gehe viel spazieren.'],
      [1, 'Willkommen! Schau gern auch bei den Treffen vorbei, da ist immer etwas los.'],
    ],
  },
  {
    kind: 'questions',
    title: 'Wie ändere ich meine Benachrichtigungen?',
    posts: [
      [1, 'Ich bekomme zu viele E-Mails. Wo stelle ich das ein?'],
      [0, 'In den Foreneinstellungen kannst du die Zusammenfassung auf wöchentlich stellen oder ganz abschalten.'],
    ],
    accepted: 1,
  },
];

/** The demo members who talk on each variant (by name, see DEMO_MEMBERS). */
const CASTS: Record<string, { names: string[]; talk: Conversation[] }> = {
  shuk: { names: ['free_uk', 'gold_uk', 'silver_uk', 'platinum_uk'], talk: ENGLISH },
  shus: { names: ['free_us', 'gold_us', 'free_us', 'gold_us'], talk: ENGLISH.slice(0, 2) },
  stsp: { names: ['reader', 'writer', 'reader', 'writer'], talk: ENGLISH.slice(0, 1) },
  shde: { names: ['silber_de', 'platin_de'], talk: GERMAN },
};

function variantLanguages(): Array<{ code: string; language: StoryLanguage }> {
  const dir = path.join(repoRoot(), 'variants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { code: string; locale: string })
    .map((v) => ({ code: v.code, language: storyLanguageOf(v.locale) }));
}

/** Seeds categories for every variant and the demo conversations; answers how many topics were made. */
export async function seedForum(em: EntityManager): Promise<number> {
  let topics = 0;
  for (const { code, language } of variantLanguages()) {
    const existing: unknown[] = await em.query(`SELECT 1 FROM forum_categories WHERE variant = $1 LIMIT 1`, [code]);
    if (existing.length) continue;
    const searchConfig = STORY_SEARCH_CONFIG[language];
    const ids = {} as Record<Kind, string>;
    for (const [position, kind] of KINDS.entries()) {
      const s = FORUM_CATEGORIES[language][kind];
      const rows: Array<{ id: string }> = await em.query(
        `INSERT INTO forum_categories (variant, slug, name, description, colour, position, posting, questions, search_config)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::regconfig) RETURNING id`,
        [code, s.slug, s.name, s.description, COLOURS[kind], position + 1, POSTING[kind], kind === 'questions', searchConfig],
      );
      ids[kind] = rows[0]!.id;
    }
    const cast = CASTS[code];
    if (!cast) continue;
    const people: Array<{ id: string; name: string }> = await em.query(`SELECT id, name FROM members WHERE name = ANY ($1)`, [cast.names]);
    const byName = new Map(people.map((p) => [p.name, p.id]));
    const who = (i: number) => byName.get(cast.names[i % cast.names.length]!);
    for (const [n, talk] of cast.talk.entries()) {
      if (talk.posts.some(([i]) => !who(i))) continue;
      topics += await seedConversation(em, ids[talk.kind], searchConfig, talk, who as (i: number) => string, n);
    }
  }
  return topics;
}

async function seedConversation(em: EntityManager, categoryId: string, searchConfig: string, talk: Conversation, who: (i: number) => string, n: number): Promise<number> {
  // Spread the conversations over the last days, a couple of hours between posts.
  const start = Date.now() - (n + 2) * 86_400_000;
  const at = (i: number) => new Date(start + i * 2 * 3_600_000);
  const [topic]: Array<{ id: string }> = await em.query(
    `INSERT INTO forum_topics (category_id, author_id, slug, title, post_count, last_post_at, last_poster_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [categoryId, who(talk.posts[0]![0]), slugifyTitle(talk.title) || 'topic', talk.title, talk.posts.length, at(talk.posts.length - 1), who(talk.posts.at(-1)![0]), at(0)],
  );
  const postIds: string[] = [];
  for (const [i, [author, text]] of talk.posts.entries()) {
    const clean = cleanStoryHtml(plainTextToHtml(text));
    const [post]: Array<{ id: string }> = await em.query(
      `INSERT INTO forum_posts (topic_id, category_id, number, author_id, html, body_text, heading, search_config, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::regconfig, $9) RETURNING id`,
      [topic!.id, categoryId, i + 1, who(author), clean.html, clean.text, i === 0 ? talk.title : '', searchConfig, at(i)],
    );
    postIds.push(post!.id);
    await em.query(
      `INSERT INTO forum_topic_watches (topic_id, member_id, level) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [topic!.id, who(author), i === 0 ? 'watching' : 'tracking'],
    );
    await em.query(
      `INSERT INTO forum_reads (member_id, topic_id, last_read_number) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, topic_id) DO UPDATE SET last_read_number = GREATEST(forum_reads.last_read_number, EXCLUDED.last_read_number)`,
      [who(author), topic!.id, i + 1],
    );
  }
  if (talk.accepted !== undefined) await em.query(`UPDATE forum_topics SET accepted_post_id = $2 WHERE id = $1`, [topic!.id, postIds[talk.accepted]]);
  // A vote from every other participant on the first post and the topic.
  const voters = [...new Set(talk.posts.map(([i]) => who(i)))].filter((id) => id !== who(talk.posts[0]![0]));
  for (const id of voters) {
    await em.query(`INSERT INTO forum_topic_votes (topic_id, member_id, value) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING`, [topic!.id, id]);
  }
  await em.query(`UPDATE forum_topics SET score = (SELECT count(*) FROM forum_topic_votes WHERE topic_id = $1) WHERE id = $1`, [topic!.id]);
  return 1;
}
