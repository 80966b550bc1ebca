import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can } from '../auth/permissions';
import { plainText } from './EbookShow';
import { fakeApi, listReply, renderConsole } from '../testing/fakeApi';

// react-admin renders in several passes; decisions wait out the undo notification (about 4 s).
configure({ asyncUtilTimeout: 10_000 });


const ID = '6c3e0d85-4f5a-4b7c-9d2e-3f4a5b6c7d8e';
const ebook = (extra: object = {}) => ({
  id: ID,
  title: 'Night Tram and Other Stories',
  summary: 'Collected.',
  language: 'en',
  status: 'pending',
  rejectReason: null,
  reviewedAt: null,
  author: { id: 'a1', name: 'velvet_fox', avatarColour: 1 },
  cover: null,
  wordCount: 4200,
  chapterCount: 1,
  submittedAt: '2026-11-23T10:00:00.000Z',
  publishedAt: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  epubUrl: `/api/ebooks/${ID}/epub`,
  canEdit: false,
  variant: 'stsp',
  ...extra,
});
const detail = (extra: object = {}) => ({
  ...ebook(extra),
  chapters: [{ position: 1, title: 'Night Tram', wordCount: 4200, writtenAt: '2026-11-20T10:00:00.000Z', storyId: null, chapterId: null, html: '<p>The doors sighed shut.</p><p>She &amp; he<br>looked up.</p>' }],
});
const base = {
  'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: { id: 'm1', name: 'ed', email: 'ed@example.test', role: 'editor', isAdmin: true, homeVariant: 'stsp' } } } }),
  'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'stsp', name: 'Stories' }] }),
};

describe('the ebook review queue', () => {
  it('lists pending ebooks, waiting longest first', async () => {
    const log = fakeApi({ ...base, 'GET /api/staff/ebooks': () => listReply('ebooks', [ebook()]) });
    renderConsole('/staff/ebooks');
    expect(await screen.findByText('Night Tram and Other Stories', {}, { timeout: 5000 })).toBeTruthy();
    const query = new URL(log.find((c) => c.key === 'GET /api/staff/ebooks')!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'pending' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['submittedAt', 'ASC']);
  }, 15_000);

  it('shows the chapters’ text and rejects with a reason the writer sees', async () => {
    let current = detail();
    const log = fakeApi({
      ...base,
      [`GET /api/staff/ebooks/${ID}`]: () => ({ status: 200, body: current }),
      [`POST /api/ebooks/${ID}/reject`]: (b) => {
        current = detail({ status: 'rejected', rejectReason: (b as { reason: string }).reason });
        return { status: 200, body: { data: current } };
      },
    });
    renderConsole(`/staff/ebooks/${ID}/show`);
    expect(await screen.findByText(/The doors sighed shut\./, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this ebook' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'short' } });
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'The cover shows a real person.' } });
    fireEvent.click(reject);
    // Undoable: the buttons give way while "Undo" shows and nothing is sent yet.
    expect(await screen.findByText('Decision pending')).toBeTruthy();
    expect(log.some((c) => c.key.startsWith('POST'))).toBe(false);
    await waitFor(() => expect(log.find((c) => c.key === `POST /api/ebooks/${ID}/reject`)?.body).toEqual({ reason: 'The cover shows a real person.' }));
    expect(await screen.findByText('The cover shows a real person.')).toBeTruthy();
  }, 30_000);

  describe('bulk decisions (undoable)', () => {
    const ID2 = '7d4f1e96-5a6b-4c8d-8e3f-4a5b6c7d8e9f';
    const routes = () => ({
      ...base,
      'GET /api/staff/ebooks': () => listReply('ebooks', [ebook(), ebook({ id: ID2, title: 'Second Collection' })]),
      [`POST /api/ebooks/${ID}/approve`]: () => ({ status: 200, body: { data: ebook({ status: 'approved' }) } }),
      [`POST /api/ebooks/${ID2}/approve`]: () => ({ status: 200, body: { data: ebook({ id: ID2, status: 'approved' }) } }),
    });
    const approveBoth = async () => {
      expect(await screen.findByText('Second Collection', {}, { timeout: 5000 })).toBeTruthy();
      fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
      fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(/Approved: 2 ebooks public once the undo time is over/)).toBeTruthy();
    };

    it('Undo sends nothing', async () => {
      const log = fakeApi(routes());
      renderConsole('/staff/ebooks');
      await approveBoth();
      fireEvent.click(await screen.findByRole('button', { name: /undo/i }));
      await new Promise((r) => setTimeout(r, 5500));
      expect(log.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    }, 40_000);

    it('without Undo, each selected ebook is approved on its own', async () => {
      const log = fakeApi(routes());
      renderConsole('/staff/ebooks');
      await approveBoth();
      expect(log.some((c) => c.key.startsWith('POST'))).toBe(false);
      await waitFor(() => expect(log.filter((c) => c.key.startsWith('POST')).map((c) => c.key).sort()).toEqual([`POST /api/ebooks/${ID}/approve`, `POST /api/ebooks/${ID2}/approve`].sort()));
    }, 40_000);
  });
});

describe('plainText', () => {
  it('turns the story HTML into paragraphs', () => {
    expect(plainText('<p>One &amp; two</p><p>Three<br>four</p>')).toBe('One & two\n\nThree\nfour');
  });
});

describe('who sees the ebook queue', () => {
  it('every staff role lists and opens it; nobody creates, edits or deletes through react-admin; members never', () => {
    for (const role of ['moderator', 'support', 'editor', 'admin', 'global', 'super'] as const) {
      const actor = { id: 'm1', role, homeVariant: 'stsp' };
      expect([role, can(actor, 'list', 'ebooks'), can(actor, 'show', 'ebooks')]).toEqual([role, true, true]);
      for (const action of ['create', 'edit', 'delete']) expect(can(actor, action, 'ebooks')).toBe(false);
    }
    expect(can({ id: 'm2', role: 'member', homeVariant: 'stsp' }, 'list', 'ebooks')).toBe(false);
  });
});
