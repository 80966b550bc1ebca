import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_PROBLEM_MESSAGES, passwordPolicy } from '@community/domain';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 defaults to argon2id. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);
export const verifyPassword = (hashed: string, password: string): Promise<boolean> =>
  verify(hashed, password).catch(() => false);

/** A hash of a random string, compared against when the login name is unknown so timing does not tell. */
let dummy: Promise<string> | undefined;
export const dummyVerify = async (password: string): Promise<void> => {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummy, password);
};

const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/**
 * Problems with a new password: the domain's length and name rules, then a common-password check
 * (zxcvbn's dictionaries of the most used and breached passwords, keyboard patterns, the member's own name
 * and e-mail). Scores 0 and 1 ("too guessable") are refused.
 */
export function passwordProblems(password: string, who: { name: string; email: string }): string[] {
  const problems = passwordPolicy(password, who).map((p) => PASSWORD_PROBLEM_MESSAGES[p]);
  if (problems.length) return problems;
  const result = zxcvbn.check(password.slice(0, 100), [who.name, who.email, who.email.split('@')[0] ?? '']);
  if (result.score < 2) {
    return ['Password is too common or easy to guess: use a longer phrase or mix unrelated words'];
  }
  return [];
}
