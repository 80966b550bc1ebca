import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const own = {
  name: 'velvet_fox',
  genders: 'mf',
  kind: 'couple',
  dateOfBirth: '1990-01-01',
  partnerBirthDates: ['1988-02-02'],
  about: '',
  lookingFor: [],
  location: null,
  winkPolicy: 'everyone',
  nextNameChangeAt: null,
  setup: { done: [], next: 'profile-type' },
};
const privacy = {
  settings: { profile: 'members', messages: 'everyone', showOnline: true, friendsList: 'members', followLists: 'members', browseInvisibly: false },
  canBrowseInvisibly: false,
};

/** The first render of each page loads its chunk: on a busy machine that takes more than the default second. */
const SLOW = { timeout: 5000 };

describe('profile settings', () => {
  it('saves who may wink at me', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/me/wink-settings': { status: 200, body: { data: { policy: 'everyone' } } },
      'PUT /api/me/wink-settings': { status: 200, body: { data: { policy: 'friends' } } },
    });
    renderApp('/settings/wink');
    fireEvent.click(await screen.findByLabelText('My friends only', {}, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ policy: 'friends' }));
  });

  it('shows the server’s field error on the name', async () => {
    mockApi({
      ...me,
      'GET /api/me/profile': { status: 200, body: { data: own } },
      'PUT /api/me/name': { status: 422, body: { message: 'name: That name is already taken', statusCode: 422, errors: [{ field: 'name', message: 'That name is already taken' }] } },
    });
    renderApp('/settings/name');
    const input = await screen.findByLabelText('New name', {}, SLOW);
    fireEvent.change(input, { target: { value: 'taken_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is already taken')).toBeTruthy();
  });

  it('changes only what was touched on the privacy page and lists the blacklist', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/privacy/settings': { status: 200, body: { data: privacy } },
      'PUT /api/privacy/settings': { status: 200, body: { data: { ...privacy, settings: { ...privacy.settings, friendsList: 'friends' } } } },
      'GET /api/privacy/blacklist': { status: 200, body: { data: { items: [{ id: 'b', name: 'pest', avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 1 }, blockedAt: '2026-01-01T00:00:00Z' }], next: null } } },
    });
    renderApp('/settings/privacy');
    fireEvent.change(await screen.findByLabelText('Who can see my friends list', {}, SLOW), { target: { value: 'friends' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ friendsList: 'friends' }));
    expect(await screen.findByText('pest')).toBeTruthy();
    expect(screen.getByText('A Gold and Platinum feature.')).toBeTruthy();
  });

  it('asks for every partner’s date of birth on the profile type page', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/me/profile': { status: 200, body: { data: own } },
      'PUT /api/me/profile-type': { status: 200, body: { data: own } },
    });
    renderApp('/settings/profile-type');
    const dob = await screen.findByLabelText('Date of birth of person 2', {}, SLOW);
    expect((dob as HTMLInputElement).value).toBe('1988-02-02');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ genders: 'mf', partnerBirthDates: ['1988-02-02'] }));
  });
});
