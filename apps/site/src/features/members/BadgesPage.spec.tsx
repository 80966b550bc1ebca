import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('BadgesPage', () => {
  it('lists what each mark means, each linking to its own page', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } });
    renderApp('/badges');
    expect(await screen.findByTestId('badge-crown', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crown: Platinum' }).getAttribute('href')).toBe('/badges/crown');
    expect(screen.getByText('The member has a Silver or Gold upgrade.')).toBeTruthy();
  });

  it('shows one badge under /badges/{badge} and sends unknown ones back to the list', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } });
    renderApp('/badges/verified');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID verified' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('badge-crown')).toBeNull();
  });
});
