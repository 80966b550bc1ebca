import { describe, expect, it } from '@jest/globals';
import { PASSWORD_PROBLEM_MESSAGES, passwordPolicy, type PasswordProblem } from './password.js';

const ID = { name: 'Alice', email: 'alice.smith+site@example.com' };

describe('passwordPolicy', () => {
  it.each<[string, string, { name: string; email: string }, PasswordProblem[]]>([
    ['good password', 'correct horse battery', ID, []],
    ['empty', '', ID, ['too-short']],
    ['seven characters', 'abcdefg', ID, ['too-short']],
    ['eight characters', 'abcdefgh', ID, []],
    ['128 characters', 'x'.repeat(128), ID, []],
    ['129 characters', 'x'.repeat(129), ID, ['too-long']],
    ['8 emoji count as 8 characters', '🙂'.repeat(8), ID, []],
    ['4 emoji (8 UTF-16 units) are too short', '🙂'.repeat(4), ID, ['too-short']],
    ['equal to the name', 'alicealice', { name: 'alicealice', email: 'x@example.com' }, ['contains-name']],
    ['contains the name, other case', 'my-ALICE-pass', ID, ['contains-name']],
    ['contains the e-mail local part', 'ALICE.SMITH+SITE!1', { name: 'bob', email: ID.email }, ['contains-email']],
    ['contains the local part before +', 'xxalice.smithxx', { name: 'bob', email: ID.email }, ['contains-email']],
    ['contains the whole e-mail', 'alice.smith+site@example.com', { name: 'bob', email: ID.email }, ['contains-email']],
    ['domain alone is fine', 'example.com-rocks', ID, []],
    ['short name is not searched', 'joseph-1234', { name: 'jo', email: 'x@example.com' }, []],
    ['short local part is not searched', 'kangaroo-99', { name: 'bob', email: 'ka@example.com' }, []],
    ['both name and e-mail, and short', 'alice', { name: 'Alice', email: 'ALICE@example.com' }, ['too-short', 'contains-name', 'contains-email']],
    ['name with spaces around', 'xxdave99xx', { name: ' Dave99 ', email: 'd@example.com' }, ['contains-name']],
  ])('%s', (_label, password, identity, expected) => {
    expect(passwordPolicy(password, identity)).toEqual(expected);
  });

  it('has a message for every problem', () => {
    expect(PASSWORD_PROBLEM_MESSAGES['too-short']).toBe('Password must be at least 8 characters');
    expect(PASSWORD_PROBLEM_MESSAGES['too-long']).toBe('Password must be at most 128 characters');
    expect(Object.keys(PASSWORD_PROBLEM_MESSAGES).sort()).toEqual(['contains-email', 'contains-name', 'too-long', 'too-short']);
  });
});
