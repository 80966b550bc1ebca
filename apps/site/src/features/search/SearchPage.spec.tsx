import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { card } from '../members/test-data';

// The first render loads the page's chunk: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };

describe('SearchPage', () => {
  it('searches with the filters in the URL and shows rounded distances', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [card('near_pair', { distance: { value: 5, unit: 'mi' }, online: true })], next: null, hasLocation: true, unit: 'mi' } } },
    });
    renderApp('/search?kind=couple&ageMin=30');
    expect(await screen.findByRole('link', { name: 'near_pair' })).toBeTruthy();
    expect(screen.getByText('5 miles away')).toBeTruthy();
    const url = new URL(requests.find((r) => r.url.includes('/api/search'))!.url, 'http://x');
    expect(url.searchParams.get('kind')).toBe('couple');
    expect(url.searchParams.get('ageMin')).toBe('30');
  });

  it('applies new filters and asks for a location before distance searches', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: false, unit: 'mi' } } },
    });
    renderApp('/search');
    fireEvent.change(await screen.findByLabelText('Within (miles)'), { target: { value: '25' } });
    fireEvent.click(screen.getByLabelText('Online now'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('distance=25') && r.url.includes('online=true'))).toBe(true));
    expect(await screen.findByTestId('search-needs-location')).toBeTruthy();
  });

  it('redirects legacy search URLs to /search', async () => {
    mockApi({ ...me, 'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: true, unit: 'mi' } } } });
    renderApp('/search/old-style-page');
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
  });
});
