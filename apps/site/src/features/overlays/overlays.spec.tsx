import type { AuthedProfile, UpgradeOptions } from '@community/contracts';
import { CONTENT_AGREEMENT_VERSION } from '@community/contracts';
import { modalStack } from '@community/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { GlobalOverlays, openFreeTrial, openIdVerification, openOffer, openReport, openUpgrade, requireContentAgreement, UpgradeBanner } from '.';
import { overlayStore } from './store';
import { UpgradePage } from './UpgradePage';
import { renderWithSiteProviders } from '../../test/site-providers';

const PAGE_STATE = { idx: 0, key: 'page' };

const OPTIONS: UpgradeOptions = {
  paid: true,
  paymentsOpen: false,
  canUpgrade: false,
  currentTier: 'free',
  tiers: [
    { tier: 'silver', benefits: ['start-conversations', 'star-badge'] },
    { tier: 'gold', benefits: ['start-conversations', 'star-badge'] },
    { tier: 'platinum', benefits: ['start-conversations', 'crown-badge'] },
  ],
};

const ok = (data: unknown): MockReply => ({ status: 200, body: { data } });

/** The overlays inside a router and the providers, as the site mounts them; `member` null is a guest. */
function renderOverlays(member: AuthedProfile | null = profile(), path = '/forum', page = <p>The page</p>) {
  const router = createMemoryRouter(
    [
      { path: '/upgrade', element: <><UpgradePage /><GlobalOverlays /></> },
      { path: '*', element: <><UpgradeBanner />{page}<GlobalOverlays /></> },
    ],
    { initialEntries: [path] },
  );
  const { queryClient } = renderWithSiteProviders(<RouterProvider router={router} />, {
    viewer: member,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return { router, queryClient };
}

const dialog = (name: string | RegExp) => screen.queryByRole('dialog', { name });

/** A click on the backdrop leaves the dialog open (checked a moment later, once a close would have happened). */
async function clickBackdropKeepsOpen(name: string) {
  fireEvent.click(screen.getByTestId('modal-backdrop'));
  await new Promise((r) => setTimeout(r, 20));
  expect(dialog(name)).not.toBeNull();
}

/** Escape closes the dialog. */
async function escapeCloses(name: string) {
  fireEvent.keyDown(document.body, { key: 'Escape' });
  await waitFor(() => expect(dialog(name)).toBeNull());
}

beforeEach(() => {
  window.history.replaceState(PAGE_STATE, '');
});
afterEach(() => {
  act(() => overlayStore.reset());
  modalStack().reset();
});

describe('upgrade dialog', () => {
  it('explains the reason, what the tier adds, and that upgrades are not on sale; ignores the backdrop', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays();
    act(() => openUpgrade({ reason: 'send-message' }));
    const box = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    expect(await within(box).findByTestId('upgrade-reason')).toHaveProperty('textContent', expect.stringContaining('Starting a conversation needs a Silver membership'));
    expect(within(box).getByTestId('upgrade-benefits').textContent).toContain('Start conversations with any member');
    expect(within(box).getByTestId('upgrades-closed').textContent).toContain('Upgrades are not open yet on Swingers Heaven');
    // No price anywhere.
    expect(box.textContent).not.toMatch(/[£$€]\s?\d/);

    await clickBackdropKeepsOpen('Upgrade to Silver');

    await escapeCloses('Upgrade to Silver');
  });

  it('closes on back', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays();
    act(() => openUpgrade({ reason: 'default-banner' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Gold' })).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Upgrade to Gold')).toBeNull());
    expect(window.history.state).toEqual(PAGE_STATE);
  });

  it('continues to the upgrade page with the reason query (SPEC 7, payments off), which tells the same truth', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    const { router } = renderOverlays();
    act(() => openUpgrade({ reason: 'send-message' }));
    const box = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    const link = await within(box).findByRole('link', { name: 'Compare memberships' });
    expect(link.getAttribute('href')).toBe('/upgrade?reason=send-message');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    await waitFor(() => expect(dialog('Upgrade to Silver')).toBeNull());
    const page = await screen.findByTestId('upgrade-page');
    expect(within(page).getByTestId('upgrades-closed')).toBeTruthy();
    expect(within(page).getByTestId('tier-silver').textContent).toContain('Suggested for you');
    expect(within(page).getByTestId('tier-platinum').textContent).toContain('A crown badge beside your name');
    expect(within(page).getByTestId('upgrade-reason').textContent).toContain('Starting a conversation needs a Silver membership');
  });

  it('the upgrade page reached without a reason explains no reason (the menu’s Upgrade link)', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays(profile(), '/upgrade');
    const page = await screen.findByTestId('upgrade-page');
    expect(within(page).getByTestId('upgrade-details')).toBeTruthy();
    expect(within(page).queryByTestId('upgrade-reason')).toBeNull();
    expect(page.textContent).not.toContain('That needs a higher membership');
  });

  it('uses the gift query for a gift', async () => {
    mockApi({ 'GET /api/upgrades': ok({ ...OPTIONS, currentTier: 'platinum' }) });
    renderOverlays();
    act(() => openUpgrade({ reason: 'gift', gift: 'velvet_fox' }));
    const box = await screen.findByRole('dialog', { name: 'Give velvet_fox an upgrade' });
    expect((await within(box).findByRole('link', { name: 'Compare memberships' })).getAttribute('href')).toBe('/upgrade?gift=velvet_fox');
  });

  it('tells a Platinum member there is nothing higher, and a free site that nothing is sold', async () => {
    mockApi({ 'GET /api/upgrades': ok({ ...OPTIONS, currentTier: 'platinum' }) });
    renderOverlays();
    act(() => openUpgrade({ reason: 'footer' }));
    expect(await screen.findByText('You already have the highest membership, Platinum.')).toBeTruthy();
  });

  it('offers a guest to join or log in', async () => {
    mockApi({ 'GET /api/upgrades': ok({ ...OPTIONS, currentTier: null }) });
    renderOverlays(null);
    act(() => openUpgrade({ reason: 'footer' }));
    const box = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    expect((await within(box).findByRole('link', { name: 'Join for free' })).getAttribute('href')).toBe('/register');
  });
});

describe('offer, free-trial and ID dialogs', () => {
  it('the offer dialog says there is no offer and ignores the backdrop; Escape closes it', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays();
    act(() => openOffer());
    expect(await screen.findByText('There is no offer for you right now.')).toBeTruthy();
    await clickBackdropKeepsOpen('Membership offer');
    await escapeCloses('Membership offer');
  });

  it('the free-trial dialog is honest about payments and closes on back', async () => {
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays();
    act(() => openFreeTrial());
    expect(await screen.findByText(/Trials start when memberships go on sale on Swingers Heaven/)).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Free trial')).toBeNull());
  });

  it('where payments are open, the free-trial dialog offers the trial', async () => {
    mockApi({
      'GET /api/upgrades': ok({ ...OPTIONS, paymentsOpen: true, canUpgrade: true }),
      'GET /api/payment/trial': ok({ available: true, refusal: null, tier: 'gold', days: 7 }),
    });
    renderOverlays();
    act(() => openFreeTrial());
    const box = await screen.findByTestId('free-trial');
    expect(within(box).getByRole('button', { name: 'Start my free trial' })).toBeTruthy();
    expect(screen.queryByText(/when memberships go on sale/)).toBeNull();
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Free trial')).toBeNull());
  });

  it('where payments are open and the trial was used, the free-trial dialog says why there is none', async () => {
    mockApi({
      'GET /api/upgrades': ok({ ...OPTIONS, paymentsOpen: true, canUpgrade: true }),
      'GET /api/payment/trial': ok({ available: false, refusal: 'used', tier: 'gold', days: 7 }),
    });
    renderOverlays();
    act(() => openFreeTrial());
    expect(await screen.findByText(/never had a paid membership, once per account/)).toBeTruthy();
    expect(screen.queryByTestId('free-trial')).toBeNull();
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Free trial')).toBeNull());
  });

  it('the ID prompt explains verification, links to the verification route and ignores the backdrop', async () => {
    mockApi({});
    renderOverlays();
    act(() => openIdVerification());
    const box = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(box.textContent).toContain('deleted 30 days after the decision');
    expect(within(box).getByRole('link', { name: 'Start verification' }).getAttribute('href')).toBe('/id-');
    await clickBackdropKeepsOpen('Verify your identity');
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Verify your identity')).toBeNull());
  });
});

describe('report dialog', () => {
  const subject = { subjectType: 'member' as const, subjectId: '7d0c1c52-8f73-4c1e-9d0f-5b0e8a3a2f10', label: 'velvet_fox' };

  it('posts the report and shows the server’s message', async () => {
    const { requests } = mockApi({
      'POST /api/reports': { status: 201, body: { data: { id: 'r1', status: 'open', createdAt: '2026-11-23T10:00:00Z', message: 'Thank you. Your report has reached our moderators.' } } },
    });
    renderOverlays();
    act(() => openReport(subject));
    const box = await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    fireEvent.click(within(box).getByRole('radio', { name: 'Harassment or threats' }));
    fireEvent.change(within(box).getByRole('textbox', { name: /Details/ }), { target: { value: 'Keeps sending threats' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect((await within(box).findByTestId('report-sent')).textContent).toBe('Thank you. Your report has reached our moderators.');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ...subject, label: undefined, reason: 'harassment', details: 'Keeps sending threats' });
  });

  it('shows a 422 on the field the server names, and a 409 as the form’s message', async () => {
    let calls = 0;
    mockApi({
      'POST /api/reports': () =>
        ++calls === 1
          ? { status: 422, body: { statusCode: 422, message: 'details: too long', errors: [{ field: 'details', message: 'Details must be at most 2000 characters' }] } }
          : { status: 409, body: { statusCode: 409, code: 'REPORT_DUPLICATE', message: 'You have already reported this.' } },
    });
    renderOverlays();
    act(() => openReport(subject));
    const box = await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    fireEvent.click(within(box).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect(await within(box).findByText('Details must be at most 2000 characters')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 350));
    fireEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect((await within(box).findByTestId('form-error')).textContent).toBe('You have already reported this.');
  });

  it('asks for a reason before posting anything', async () => {
    const { requests } = mockApi({});
    renderOverlays();
    act(() => openReport(subject));
    const box = await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    fireEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect(await within(box).findByText('Choose a reason')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('closes on Escape, on back and on the backdrop', async () => {
    mockApi({});
    renderOverlays();
    act(() => openReport(subject));
    await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    await escapeCloses('Report velvet_fox');

    act(() => openReport(subject));
    await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Report velvet_fox')).toBeNull());

    act(() => openReport(subject));
    await screen.findByRole('dialog', { name: 'Report velvet_fox' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(dialog('Report velvet_fox')).toBeNull());
  });
});

describe('content agreement', () => {
  const unsigned = { version: CONTENT_AGREEMENT_VERSION, signed: false, signedAt: null, signedVersion: null, canSign: true, policyPath: '/legal/content-policy' };
  const signed = { ...unsigned, signed: true, signedAt: '2026-11-23T10:00:00.000Z', signedVersion: CONTENT_AGREEMENT_VERSION, canSign: false };

  it('resolves true at once when already signed, without a dialog', async () => {
    mockApi({ 'GET /api/content-agreement': ok(signed) });
    renderOverlays();
    await expect(requireContentAgreement()).resolves.toBe(true);
    expect(dialog('Content agreement')).toBeNull();
  });

  it('opens the dialog, signs the version shown and resolves true', async () => {
    const { requests } = mockApi({ 'GET /api/content-agreement': ok(unsigned), 'POST /api/content-agreement': ok(signed) });
    renderOverlays();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = requireContentAgreement();
    });
    const box = await screen.findByRole('dialog', { name: 'Content agreement' });
    expect(within(box).getByRole('link', { name: 'Read the full content policy' }).getAttribute('href')).toBe('/legal/content-policy');
    expect(within(box).getByText(/No incest, including step-family/)).toBeTruthy();
    const sign = within(box).getByRole('button', { name: 'Sign the agreement' });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(box).getByRole('checkbox'));
    fireEvent.click(sign);
    await expect(answer).resolves.toBe(true);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ version: CONTENT_AGREEMENT_VERSION, agree: true });
    await waitFor(() => expect(dialog('Content agreement')).toBeNull());
  });

  it('resolves false when the member closes it (Escape) and for a guest', async () => {
    mockApi({ 'GET /api/content-agreement': ok(unsigned) });
    renderOverlays();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = requireContentAgreement();
    });
    await screen.findByRole('dialog', { name: 'Content agreement' });
    await screen.findByRole('checkbox');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);

    mockApi({ 'GET /api/content-agreement': { status: 401, body: { statusCode: 401, message: 'Log in to continue' } } });
    act(() => overlayStore.reset());
    const guest = renderOverlays(null);
    guest.queryClient.clear();
    await expect(requireContentAgreement()).resolves.toBe(false);
  });

  it('shows the server’s message when the rules changed meanwhile (409)', async () => {
    mockApi({
      'GET /api/content-agreement': ok(unsigned),
      'POST /api/content-agreement': { status: 409, body: { statusCode: 409, code: 'AGREEMENT_VERSION_CHANGED', message: 'The content rules changed while you were reading them.' } },
    });
    renderOverlays();
    act(() => void requireContentAgreement());
    const box = await screen.findByRole('dialog', { name: 'Content agreement' });
    fireEvent.click(await within(box).findByRole('checkbox'));
    fireEvent.click(within(box).getByRole('button', { name: 'Sign the agreement' }));
    expect((await within(box).findByTestId('agreement-error')).textContent).toBe('The content rules changed while you were reading them.');
  });
});

describe('upgrade banner', () => {
  const canUpgrade = () => ({ ...profile(), permissions: { ...profile().permissions, canUpgrade: true } });
  const banner = ok({ type: 'platinum', translations: { platinum: 'Platinum is the top membership.', upgrade_now: 'Upgrade now', gold: 'Go Gold' } });

  it('shows the API’s banner and opens the upgrade dialog with reason {type}-banner', async () => {
    mockApi({ 'GET /api/upgrades/banner': banner, 'GET /api/upgrades': ok({ ...OPTIONS, currentTier: 'gold' }) });
    renderOverlays(canUpgrade());
    const shown = await screen.findByTestId('upgrade-banner');
    expect(shown.textContent).toContain('Platinum is the top membership.');
    fireEvent.click(within(shown).getByRole('button', { name: 'Upgrade now' }));
    const box = await screen.findByRole('dialog', { name: 'Upgrade to Platinum' });
    expect(within(box).getByTestId('upgrade-dialog').getAttribute('data-reason')).toBe('platinum-banner');
  });

  it('is never shown on the excluded routes, to members who cannot upgrade, or when the API says none', async () => {
    const { requests } = mockApi({ 'GET /api/upgrades/banner': banner });
    renderOverlays(canUpgrade(), '/cover-editor');
    await screen.findByText('The page');
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('asks nothing for a member who cannot upgrade (payments off) and shows nothing for type null', async () => {
    const none = { ...profile(), permissions: { ...profile().permissions, canUpgrade: false } };
    const { requests } = mockApi({ 'GET /api/upgrades/banner': ok({ type: null, translations: {} }) });
    renderOverlays(none);
    await screen.findByText('The page');
    expect(requests).toHaveLength(0);
  });
});

describe('wiring', () => {
  it('registers itself as the shell’s upgrade dialog, so a 403 upgrade:<reason> and the footer open it', async () => {
    const { openUpgradeDialog } = await import('../../shared/upgrade');
    mockApi({ 'GET /api/upgrades': ok(OPTIONS) });
    renderOverlays();
    let opened = false;
    act(() => {
      opened = openUpgradeDialog({ reason: 'send-message' });
    });
    expect(opened).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Silver' })).toBeTruthy();
  });
});
