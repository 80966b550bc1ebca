import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { germanBootData } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { describeRoute } from './describe-route';

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };

describe('coming-soon page', () => {
  it('an unbuilt route shows its title, breadcrumb and what will be there, not a 404', async () => {
    mockApi(guest);
    renderApp('/parties/summer-cup/media');
    const page = await screen.findByTestId('coming-soon');
    expect(page.getAttribute('data-family')).toBe('community');
    expect(within(page).getByRole('heading', { level: 1, name: 'Parties: Media' })).toBeTruthy();
    expect(within(page).getByText('Coming soon')).toBeTruthy();
    expect(within(page).getByText(/forum, groups, clubs/)).toBeTruthy();
    const crumbs = within(page).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('a nested page names its section in the breadcrumb', async () => {
    mockApi(guest);
    renderApp('/parties/summer-cup/post');
    const page = await screen.findByTestId('coming-soon');
    expect(within(page).getByRole('heading', { level: 1, name: 'Parties: Post' })).toBeTruthy();
    expect(page.getAttribute('data-family')).toBe('community');
  });

  it('describes routes by family and section', () => {
    expect(describeRoute('coins-manage-withdraw')).toMatchObject({ family: 'coins', section: 'coins', subpage: 'Withdraw', sectionPath: '/coins' });
    expect(describeRoute('stories-genre-slug')).toMatchObject({ family: 'stories', subpage: null });
  });

  it('speaks the variant language from the shell family (German here)', async () => {
    mockApi(guest);
    document.cookie = 'age-confirm=1; path=/';
    const de = germanBootData();
    renderApp('/parties/summer-cup/post', de);
    const page = await screen.findByTestId('coming-soon');
    expect(within(page).getByText('Demnächst')).toBeTruthy();
    expect(within(page).getByText(/von Mitgliedern für Mitglieder/)).toBeTruthy();
    expect(within(page).getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeTruthy();
  });
});
