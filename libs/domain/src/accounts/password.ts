/** Password length bounds, counted in characters (Unicode code points). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Identifiers shorter than this are not searched for inside a password (every password would "contain" 'jo'). */
export const PASSWORD_IDENTIFIER_MIN_LENGTH = 3;

export type PasswordProblem = 'too-short' | 'too-long' | 'contains-name' | 'contains-email';

/** English messages for each problem (the site may translate by key). */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'contains-name': 'Password must not contain your member name',
  'contains-email': 'Password must not contain your e-mail address',
};

function contains(haystack: string, needle: string): boolean {
  return needle.length >= PASSWORD_IDENTIFIER_MIN_LENGTH && haystack.includes(needle);
}

/** Problems in order too-short, too-long, contains-name, contains-email (empty list: acceptable); length in code points; name and the e-mail's local part (also its part before '+') compared case-insensitively, ignoring ones under 3 characters; the common-password check lives in the API. */
export function passwordPolicy(password: string, identity: { name: string; email: string }): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('too-short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('too-long');
  const pw = password.toLowerCase();
  if (contains(pw, identity.name.trim().toLowerCase())) problems.push('contains-name');
  const email = identity.email.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const plus = local.indexOf('+');
  const base = plus >= 0 ? local.slice(0, plus) : local;
  if (contains(pw, local) || contains(pw, base)) problems.push('contains-email');
  return problems;
}
