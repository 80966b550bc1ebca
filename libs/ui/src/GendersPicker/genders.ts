/**
 * Genders code strings (contracts' GendersCode): one letter per person on a profile —
 * m (man), f (woman), t (trans), n (non-binary). One letter is a single, two a couple, three or more a group.
 */
export const GENDER_LETTERS = ['m', 'f', 't', 'n'] as const;
export type GenderLetter = (typeof GENDER_LETTERS)[number];
export type GendersKind = 'single' | 'couple' | 'group';

/** A person whose gender is not chosen yet is ''. */
export type PersonGender = GenderLetter | '';

export interface GendersSelection {
  kind: GendersKind;
  people: PersonGender[];
}

export const MIN_GROUP_SIZE = 3;
export const MAX_GROUP_SIZE = 6;

const isGenderLetter = (value: string): value is GenderLetter => (GENDER_LETTERS as readonly string[]).includes(value);

/** The code for a selection, or '' while anyone's gender is still unchosen. */
export function composeGenders(people: readonly PersonGender[]): string {
  if (people.length === 0 || people.some((p) => p === '')) return '';
  return people.join('');
}

/** The selection a code stands for; unknown letters are dropped. */
export function parseGenders(code: string): GendersSelection {
  const people = [...code].filter(isGenderLetter).slice(0, MAX_GROUP_SIZE);
  if (people.length <= 1) return { kind: 'single', people: [people[0] ?? ''] };
  if (people.length === 2) return { kind: 'couple', people };
  return { kind: 'group', people };
}

/** Keeps the people already chosen, adding or dropping places to fit the new kind. */
export function changeKind(selection: GendersSelection, kind: GendersKind): GendersSelection {
  const size = kind === 'single' ? 1 : kind === 'couple' ? 2 : Math.max(MIN_GROUP_SIZE, selection.people.length);
  return { kind, people: resizePeople(selection.people, size) };
}

/** The people list at `size` places: the first ones kept, empty places added at the end. */
export function resizePeople(people: readonly PersonGender[], size: number): PersonGender[] {
  const next = people.slice(0, size);
  while (next.length < size) next.push('');
  return next;
}
