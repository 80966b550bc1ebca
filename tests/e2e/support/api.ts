import { expect, request as playwrightRequest } from '@playwright/test';
import { SignupChallengeAnswer, solveSignupChallenge } from '@community/contracts';
import { API_ORIGIN, PASSWORD } from './env';

export interface NewMember {
  name: string;
  email: string;
  password: string;
}

/**
 * Registers a member through the API as the site does (on shuk, the default variant of `localhost:3999`):
 * a GET first for the `XSRF-TOKEN` cookie, then the POST with it in `x-xsrf-token` (double-submit CSRF).
 */
export async function registerViaApi(name: string, genders = 'f'): Promise<NewMember> {
  const member = { name, email: `${name}@e2e.example.com`, password: PASSWORD };
  const api = await playwrightRequest.newContext({ baseURL: API_ORIGIN });
  try {
    // A page as a browser asks for it: the server issues the token cookie on HTML pages (and /api/auth/*).
    const page = await api.get('/', { headers: { accept: 'text/html' } });
    expect(page.ok()).toBe(true);
    const { cookies } = await api.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(xsrf, 'the XSRF-TOKEN cookie').toBeTruthy();
    // The join form's anti-automation challenge (issue 23), solved as the browser does.
    const challenge = SignupChallengeAnswer.parse(((await (await api.get('/api/challenge')).json()) as { data: unknown }).data);
    const altcha = challenge.challenge ? ((await solveSignupChallenge(challenge.challenge)) ?? undefined) : undefined;
    const response = await api.post('/api/auth/register', {
      headers: { 'x-xsrf-token': xsrf as string },
      data: { ...member, dateOfBirth: '1988-04-12', genders, altcha },
    });
    expect(response.status(), await response.text()).toBe(201);
    return member;
  } finally {
    await api.dispose();
  }
}
