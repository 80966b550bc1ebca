import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { squareBox } from './avatar-upload';

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const own = {
  name: 'velvet_fox',
  genders: 'f',
  kind: 'single',
  dateOfBirth: '1990-01-01',
  partnerBirthDates: [],
  about: '',
  lookingFor: [],
  location: null,
  winkPolicy: 'everyone',
  nextNameChangeAt: null,
  setup: { done: ['profile-type', 'about'], next: 'photo' },
};
const none = { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 2 };
const signed = (size: string) => `/api/avatars/0b6a2b4e-0000-4000-8000-000000000001/${size}?exp=1&sig=x`;
const pending = { small: signed('small'), medium: signed('medium'), large: signed('large'), 'large-thumbnail': signed('large-thumbnail'), colour: 2 };

describe('AvatarEditor on /setup/photo', () => {
  it('shows the photo waiting for a moderator and lets me remove it', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/me/profile': { status: 200, body: { data: own } },
      'GET /api/me/avatar': { status: 200, body: { data: { approved: none, pending, pendingSince: '2026-11-23T10:00:00.000Z', rejected: null } } },
      'DELETE /api/me/avatar': { status: 200, body: { data: { approved: none, pending: null, pendingSince: null, rejected: null } } },
    });
    renderApp('/setup/photo');
    expect(await screen.findByTestId('avatar-pending', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/waiting for a moderator \(usually within 24 hours\)/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your new photo, waiting for a moderator' }).getAttribute('src')).toBe(signed('large'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/me/avatar'))).toBe(true));
  });

  it('says why the last photo was refused', async () => {
    mockApi({
      ...me,
      'GET /api/me/profile': { status: 200, body: { data: own } },
      'GET /api/me/avatar': { status: 200, body: { data: { approved: none, pending: null, pendingSince: null, rejected: { reason: 'Face not visible', at: '2026-11-23T10:00:00.000Z' } } } },
    });
    renderApp('/setup/photo');
    expect((await screen.findByTestId('avatar-rejected', {}, { timeout: 5000 })).textContent).toContain('Face not visible');
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
  });
});

describe('squareBox', () => {
  it('keeps the square inside the photo and sends fractions', () => {
    expect(squareBox(800, 600, { x: 0.5, y: 0.5 }, 1)).toEqual({ x: 0.125, y: 0, width: 0.75, height: 1 });
    const b = squareBox(800, 600, { x: 1, y: 1 }, 0.5);
    expect(b.x + b.width).toBeCloseTo(1);
    expect(b.y + b.height).toBeCloseTo(1);
  });
});
