import { solveSignupChallenge, SignupChallengeAnswer, type SignupChallenge } from '@community/contracts';
import { SignupChallenges } from '../src/modules/signup-challenge/index.js';
import { appForTests, expectInvalid, GOOD_PASSWORD, unique } from './harness.js';

/** Anti-automation on sign-up (issue 23): the self-hosted proof-of-work challenge. */
describe('sign-up challenge', () => {
  const t = appForTests({ SIGNUP_CHALLENGE: 'true' });

  const body = (altcha?: string) => {
    const name = unique('join');
    return { name, email: `${name}@example.test`, password: GOOD_PASSWORD, dateOfBirth: '1990-05-05', genders: 'f', ...(altcha ? { altcha } : {}) };
  };
  async function fresh(): Promise<SignupChallenge> {
    const res = await t.client().get('/api/challenge');
    expect(res.status).toBe(200);
    const answer = SignupChallengeAnswer.parse(res.body.data);
    expect(answer.enabled).toBe(true);
    return answer.challenge!;
  }
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

  it('registers with a solved challenge, once; refuses a sign-up without one, naming altcha', async () => {
    const c = t.client();
    const none = await c.post('/api/auth/register', body());
    expectInvalid(none, 'altcha');
    expect(none.body.code).toBe('SIGNUP_CHALLENGE_FAILED');

    const challenge = await fresh();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50000 });
    const solution = await solveSignupChallenge(challenge);
    expect(solution).not.toBeNull();
    expect((await c.post('/api/auth/register', body(solution!))).status).toBe(201);
    // The same solution a second time: spent.
    expectInvalid(await t.client().post('/api/auth/register', body(solution!)), 'altcha');
  });

  it('refuses a wrong number, a forged signature, a changed salt, an expired challenge and garbage', async () => {
    const c = t.client();
    const ch = await fresh();
    const solved = JSON.parse(Buffer.from((await solveSignupChallenge(ch))!, 'base64').toString()) as { number: number };
    const cases = [
      encode({ ...ch, number: solved.number + 1 }),
      encode({ ...ch, number: solved.number, signature: 'f'.repeat(64) }),
      encode({ ...ch, number: solved.number, salt: ch.salt.replace(/expires=\d+/, 'expires=9999999999') }),
      'not base64 json at all',
      encode({ algorithm: 'MD5', challenge: ch.challenge, number: 1, salt: ch.salt, signature: ch.signature }),
    ];
    for (const altcha of cases) expectInvalid(await c.post('/api/auth/register', body(altcha)), 'altcha');

    // Issued eleven minutes ago: expired, though correctly solved and signed.
    const old = t.app.get(SignupChallenges).create(Date.now() - 11 * 60_000);
    const late = await solveSignupChallenge(old);
    const res = await c.post('/api/auth/register', body(late!));
    expectInvalid(res, 'altcha');
    expect(res.body.message).toMatch(/expired/);
  });
});
