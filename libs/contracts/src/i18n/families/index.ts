import type { PluralFormKey } from './define.js';
import { messaging } from './messaging.js';
import { overlays } from './overlays.js';
import { shell } from './shell.js';
import { members } from './members.js';
import { stories } from './stories.js';
import { ebooks } from './ebooks.js';
import { media } from './media.js';
import { tickets } from './tickets.js';
import { chat } from './chat.js';
import { payments } from './payments.js';
import { discover } from './discover.js';
import { forum } from './forum.js';
import { verification } from './verification.js';
import { groups } from './groups.js';
import { clubs } from './clubs.js';
import { places } from './places.js';
import { competitions } from './competitions.js';
import { parties } from './parties.js';
import { meets } from './meets.js';

/**
 * The catalogue families: one file per feature family, each with every language (see define.ts). To add
 * one, create `<family>.ts` with `defineFamily` and list it here; the core catalogue stays in `../catalogues`.
 */
export const FAMILIES = [overlays, shell, messaging, members, stories, media, tickets, ebooks, chat, payments, discover, forum, verification, groups, clubs, places, competitions, parties, meets] as const;

type KeysOf<T> = T extends unknown ? Exclude<keyof T & string, PluralFormKey> : never;

/** Every key some family defines (not the plural forms English writes beside some). */
export type FamilyKey = KeysOf<(typeof FAMILIES)[number]['en_GB']>;
