/**
 * The catalogue families: one file per feature family, each with every language (see define.ts). To add
 * one, create `<family>.ts` with `defineFamily` and list it here; the core catalogue stays in `../catalogues`.
 */
export const FAMILIES = [] as const;

type KeysOf<T> = T extends unknown ? keyof T & string : never;

/** Every key some family defines. */
export type FamilyKey = KeysOf<(typeof FAMILIES)[number]['en_GB']>;
