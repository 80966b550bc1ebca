import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { card } from '../../../test/members';

// The first render loads the page's chunk: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const me = {
  'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
  'GET /api/search/saved': { status: 200, body: { data: [] } },
};

describe('SearchPage', () => {
  it('searches with the filters in the URL and shows rounded distances', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [card('near_pair', { distance: { value: 5, unit: 'mi' }, online: true })], next: null, hasLocation: true, unit: 'mi' } } },
    });
    renderApp('/search?kind=couple&ageMin=30');
    expect(await screen.findByRole('link', { name: 'near_pair' })).toBeTruthy();
    expect(screen.getByText('5 miles away')).toBeTruthy();
    const url = new URL(requests.find((r) => r.url.split('?')[0]!.endsWith('/api/search'))!.url, 'http://x');
    expect(url.searchParams.get('kind')).toBe('couple');
    expect(url.searchParams.get('ageMin')).toBe('30');
  });

  it('shows the default order in the sort box and leaves it out of the URL until one is picked', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: true, unit: 'mi' } } },
    });
    renderApp('/search');
    const sort = (await screen.findByLabelText('Sort by')) as HTMLSelectElement;
    expect(sort.value).toBe('active');
    fireEvent.change(screen.getByLabelText('Age from'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('ageMin=30'))).toBe(true));
    expect(requests.some((r) => r.url.includes('sort='))).toBe(false);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('sort=newest'))).toBe(true));
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
  it('puts a saved search’s filters in the form when it is run from the list', async () => {
    const saved = [{ id: '5b1f7e0c-1111-4c1a-9d3e-000000000003', name: 'Near me', filters: { distance: 10, ageMin: 30, sort: 'active' }, createdAt: '2026-01-01T00:00:00.000Z' }];
    mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: true, unit: 'mi' } } },
      'GET /api/search/saved': { status: 200, body: { data: saved } },
    });
    renderApp('/search');
    fireEvent.click(await screen.findByRole('link', { name: 'Near me' }));
    await waitFor(() => expect((screen.getByLabelText('Within (miles)') as HTMLInputElement).value).toBe('10'));
    expect((screen.getByLabelText('Age from') as HTMLInputElement).value).toBe('30');
  });

  it('lists saved searches as links that run them again, saves the applied search and removes one', async () => {
    const saved = [{ id: '5b1f7e0c-1111-4c1a-9d3e-000000000001', name: 'Couples nearby', filters: { kind: 'couple', distance: 25, online: true, sort: 'active' }, createdAt: '2026-01-01T00:00:00.000Z' }];
    const { requests } = mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: true, unit: 'mi' } } },
      'GET /api/search/saved': { status: 200, body: { data: saved } },
      'POST /api/search/saved': { status: 201, body: { data: { ...saved[0], id: '5b1f7e0c-1111-4c1a-9d3e-000000000002', name: 'Over thirties', filters: { ageMin: 30, sort: 'active' } } } },
      [`DELETE /api/search/saved/${saved[0]!.id}`]: { status: 204, body: null },
    });
    renderApp('/search?ageMin=30');
    const link = await screen.findByRole('link', { name: 'Couples nearby' });
    expect(link.getAttribute('href')).toBe('/search?kind=couple&distance=25&online=true');
    fireEvent.change(screen.getByLabelText('Save this search as'), { target: { value: 'Over thirties' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/search/saved'))).toBe(true));
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/search/saved'))!;
    expect(post.body).toEqual({ name: 'Over thirties', filters: { ageMin: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the saved search Couples nearby' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith(saved[0]!.id))).toBe(true));
  });

  it('shows the server’s reason when a search cannot be saved', async () => {
    mockApi({
      ...me,
      'GET /api/search': { status: 200, body: { data: { items: [], next: null, hasLocation: true, unit: 'mi' } } },
      'GET /api/search/saved': { status: 200, body: { data: [] } },
      'POST /api/search/saved': { status: 422, body: { code: 'MEMBERS_TOO_MANY_SAVED_SEARCHES', message: 'You can keep at most 20 saved searches; remove one first', errors: [] } },
    });
    renderApp('/search');
    expect(await screen.findByText('You have no saved searches yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Save this search as'), { target: { value: 'More' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep at most 20 saved searches; remove one first')).toBeTruthy();
  });
});
