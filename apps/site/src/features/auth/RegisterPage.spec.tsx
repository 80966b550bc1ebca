import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { latestAdultBirthDate } from './RegisterPage';

const guestProfile = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };
const change = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens /register and fills every field but the genders. */
async function openFilledForm() {
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Join Swingers Heaven' });
  change(/^Member name/, 'velvet_fox');
  change(/^E-mail address/, 'fox@example.test');
  change(/^Password/, 'a long enough password');
  change(/^Date of birth/, '1990-04-01');
}

describe('RegisterPage', () => {
  it('sends the genders code of a couple and asks the member to check their e-mail', async () => {
    const { requests } = mockApi({ ...guestProfile, 'POST /api/auth/register': { status: 201, body: { data: { id: 'm1' } } } });
    await openFilledForm();
    fireEvent.click(screen.getByLabelText('A couple'));
    change('Person 1', 'f');
    change('Person 2', 'm');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeTruthy();
    expect(screen.getByText('fox@example.test')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'velvet_fox',
      email: 'fox@example.test',
      password: 'a long enough password',
      dateOfBirth: '1990-04-01',
      genders: 'fm',
    });
  });

  it('does not send an incomplete genders choice', async () => {
    const { requests } = mockApi(guestProfile);
    await openFilledForm();
    fireEvent.click(screen.getByLabelText('A couple'));
    change('Person 1', 'f');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Choose a gender for everyone on the profile')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('puts server field errors on their fields', async () => {
    mockApi({
      ...guestProfile,
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'Taken', statusCode: 409, errors: [{ field: 'name', message: 'That name is already taken' }] },
      },
    });
    await openFilledForm();
    change('I am', 'n');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('That name is already taken')).toBeTruthy();
    expect(screen.getByLabelText(/^Member name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('limits the date picker to people who are 18 today', () => {
    expect(latestAdultBirthDate(new Date(2026, 1, 28))).toBe('2008-02-28');
  });
});
