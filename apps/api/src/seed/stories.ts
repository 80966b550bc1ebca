import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { STORY_SEARCH_CONFIG, cleanStoryHtml, plainTextToHtml, slugifyTitle, type StoryGenre, type StoryLanguage } from '@community/domain';
import { MembersRepository } from '../modules/members/members.repository.js';
import { MembersService } from '../modules/members/members.service.js';
import { StoriesRepository } from '../modules/stories/stories.repository.js';

interface DemoStory {
  title: string;
  summary: string;
  genre: StoryGenre;
  tags: string[];
  warnings: string[];
  language: StoryLanguage;
  isComplete: boolean;
  /** Chapters: a title and plain text, paragraphs separated by blank lines. */
  chapters: Array<{ title: string; text: string }>;
}

/** Short original stories (written for this project) so the stories brand does not open empty. */
export const DEMO_STORIES: DemoStory[] = [
  {
    title: 'The Last Tram to Alfama',
    summary: 'Lisbon, a wet November night, and two strangers who both missed the last tram home.',
    genre: 'romance',
    tags: ['strangers', 'lisbon', 'slow-burn'],
    warnings: [],
    language: 'en',
    isComplete: true,
    chapters: [
      {
        title: 'Platform',
        text: `The number 28 rattled away down the hill without her, its bell ringing like a laugh. Inês stood under the stop's thin roof and watched the red lights disappear into the rain.

"That was the last one," said a man beside her. He had a cello case on his back and the expression of someone who had also run the whole length of the Rua da Conceição for nothing.

"I know," she said. "I have been missing it for eleven years. Tonight I finally did it properly."

He laughed, and the laugh was warmer than the night. They agreed, without saying so, to walk.`,
      },
      {
        title: 'Terminus',
        text: `The streets of Alfama fold over each other like a letter read too many times. They climbed, and talked, and stopped under a balcony when the rain grew serious. He told her he played in a quartet that rehearsed above a bakery; she told him she translated instruction manuals and secretly wrote poems in the margins.

At the top of the hill the city opened below them, all wet roofs and river light. "This is mine," she said, nodding at a green door. "Thank you for missing the tram with me."

"Same time tomorrow?" he asked. "I will make sure to be late."

She kissed him once, quickly, as if testing the weather, and then again more slowly, because the weather was fine.`,
      },
    ],
  },
  {
    title: 'The Lighthouse Keeper’s Ledger',
    summary: 'A keeper on a northern island records the ships that pass. One night the ledger records a visitor instead.',
    genre: 'paranormal',
    tags: ['lighthouse', 'ghost-story', 'island'],
    warnings: [],
    language: 'en',
    isComplete: true,
    chapters: [
      {
        title: '',
        text: `Every ship that passes Skerry Light goes into the ledger: name if it can be read, flag if it cannot, the hour and the state of the sea. Maren had kept the ledger for six winters and never once missed an entry.

On the night of the great gale, the ledger filled itself. She came down from the lamp room at two in the morning and found a line she had not written, in ink still wet: "Visitor, 01:40. Sea very high. Asks for nothing but company."

She should have been frightened. Instead she set out two cups, and when the kettle boiled she poured them both. The second cup cooled untouched, but the room was warmer than the stove could explain, and for the first time that winter Maren slept without dreaming of the sea.

In the morning the entry was still there. Under it, in her own hand, she added: "Visitor welcome to return."`,
      },
    ],
  },
  {
    title: 'Rules for Sharing a Kitchen',
    summary: 'Two flatmates, one kitchen, a list of rules taped to the fridge, and every rule slowly broken.',
    genre: 'humour',
    tags: ['flatmates', 'friends-to-lovers', 'cooking'],
    warnings: ['strong-language'],
    language: 'en',
    isComplete: false,
    chapters: [
      {
        title: 'Rule one: label your food',
        text: `Priya labelled everything. Her yoghurt said PRIYA. Her butter said PRIYA'S BUTTER, DO NOT. Her single, precious mango wore a sticky note that simply read: "No."

Sam did not label anything, on principle. "Food is communal," he announced on the first day, and ate her mango on the second.

The list went up on the fridge that evening. Rule one was written in red capitals. Rule two, underneath, said only: "Especially the mango."

On the third day there were two mangoes in the fruit bowl, one of them labelled, in very careful handwriting, SAM'S APOLOGY. She ate it standing at the counter and decided, against all her principles, that he could stay.`,
      },
    ],
  },
  {
    title: 'Sommerregen',
    summary: 'Ein Gewitter über dem Bodensee, eine Fähre, die nicht fährt, und ein Abend, der anders endet als geplant.',
    genre: 'romance',
    tags: ['bodensee', 'sommer'],
    warnings: [],
    language: 'de',
    isComplete: true,
    chapters: [
      {
        title: '',
        text: `Die letzte Fähre nach Meersburg fiel wegen des Gewitters aus, und Jana stand mit nassen Schuhen am Hafen von Konstanz. Neben ihr schüttelte eine Frau ihren Regenschirm aus, der den Kampf gegen den Wind längst verloren hatte.

„Kaffee?", fragte die Fremde und zeigte auf das einzige Café, das noch Licht hatte. „Ich heiße Lea. Und ich hasse Regenschirme."

Sie redeten, bis der Wirt die Stühle hochstellte: über Bücher, über den See, über Pläne, die nie aufgegangen waren. Als der Regen endlich nachließ, war keine von beiden mehr in Eile.

Die Fähre fuhr am nächsten Morgen pünktlich. Jana nahm eine spätere.`,
      },
    ],
  },
];

/**
 * Demo stories by the `writer` demo member (see seed.ts), published, each liked by `reader`. Runs in the seed's transaction; adds nothing when the writer already has stories.
 */
export async function seedStories(db: DataSource, em: EntityManager): Promise<number> {
  const members = new MembersService(new MembersRepository(db));
  const writer = await members.findByName('writer', em);
  const reader = await members.findByName('reader', em);
  if (!writer) return 0;
  const existing: Array<{ n: number }> = await em.query(`SELECT count(*)::int AS n FROM stories WHERE author_id = $1`, [writer.id]);
  if ((existing[0]?.n ?? 0) > 0) return 0;
  const repo = new StoriesRepository(db);
  let made = 0;
  const ids: string[] = [];
  for (const s of DEMO_STORIES) {
    const id = randomUUID();
    ids.push(id);
    const searchConfig = STORY_SEARCH_CONFIG[s.language];
    const slug = await repo.freeSlug(slugifyTitle(s.title), null, em);
    await repo.insertStory(em, { id, authorId: writer.id, slug, title: s.title, summary: s.summary, genre: s.genre, tags: s.tags, warnings: s.warnings, language: s.language, searchConfig, isComplete: s.isComplete });
    for (const [i, c] of s.chapters.entries()) {
      await repo.upsertChapter(em, { id: randomUUID(), storyId: id, position: i + 1, title: c.title, searchConfig, body: cleanStoryHtml(plainTextToHtml(c.text)) });
    }
    await repo.touch(em, id);
    await repo.setStatus(em, id, 'published');
    if (reader) {
      await em.query(`INSERT INTO story_likes (story_id, member_id) VALUES ($1, $2)`, [id, reader.id]);
      await em.query(`UPDATE stories SET like_count = 1 WHERE id = $1`, [id]);
    }
    made++;
  }
  await seedSeriesAndEbooks(em, writer.id, ids);
  return made;
}

/**
 * The first two demo stories as a series, and two ebooks of the writer's chapters: one approved (on /ebooks),
 * one waiting for review (in the staff console's ebook queue).
 */
async function seedSeriesAndEbooks(em: EntityManager, writerId: string, storyIds: string[]): Promise<void> {
  if (storyIds.length >= 2) {
    const seriesId = randomUUID();
    await em.query(`INSERT INTO story_series (id, author_id, slug, title, summary) VALUES ($1, $2, 'night-journeys', 'Night Journeys', $3)`, [
      seriesId,
      writerId,
      'Strangers, late trains and the last hour before home.',
    ]);
    await em.query(`INSERT INTO story_series_parts (series_id, story_id, position) SELECT $1, t.id, t.n FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`, [seriesId, storyIds.slice(0, 2)]);
  }
  const chapters: Array<{ id: string; story_id: string; title: string; story_title: string; chapter_count: number; html: string; word_count: number; updated_at: Date }> = await em.query(
    `SELECT c.id, c.story_id, c.title, s.title AS story_title, s.chapter_count, c.html, c.word_count, c.updated_at
     FROM story_chapters c JOIN stories s ON s.id = c.story_id WHERE s.id = ANY ($1::uuid[]) ORDER BY array_position($1::uuid[], s.id), c.position`,
    [storyIds],
  );
  const books = [
    { title: 'Night Journeys and Other Stories', summary: 'Every demo story in one book, for any e-reader.', status: 'approved', chapters },
    { title: 'The Last Tram (special edition)', summary: 'Waiting for an editor: open it in the staff console.', status: 'pending', chapters: chapters.filter((c) => c.story_id === storyIds[0]) },
  ];
  for (const b of books) {
    if (!b.chapters.length) continue;
    const id = randomUUID();
    await em.query(
      `INSERT INTO ebooks (id, author_id, title, summary, language, variant, status, published_at, reviewed_at)
       VALUES ($1, $2, $3, $4, 'en', 'stsp', $5, CASE WHEN $5 = 'approved' THEN now() END, CASE WHEN $5 = 'approved' THEN now() END)`,
      [id, writerId, b.title, b.summary, b.status],
    );
    for (const [i, c] of b.chapters.entries()) {
      const title = c.chapter_count <= 1 || !c.title ? c.story_title : `${c.story_title}: ${c.title}`;
      await em.query(
        `INSERT INTO ebook_chapters (ebook_id, position, source_story_id, source_chapter_id, title, html, word_count, written_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, i + 1, c.story_id, c.id, title, c.html, c.word_count, c.updated_at],
      );
    }
    await em.query(`UPDATE ebooks SET chapter_count = $2, word_count = $3 WHERE id = $1`, [id, b.chapters.length, b.chapters.reduce((n, c) => n + c.word_count, 0)]);
  }
}
