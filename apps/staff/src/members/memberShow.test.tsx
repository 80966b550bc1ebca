import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseRoutes, fakeApi, renderConsole } from '../testing/fakeApi';
import { memberRecord } from '../testing/records';

const member = memberRecord();
const url = `/api/staff/members/${member.id}`;

describe('a member’s page', () => {
  it('suspends with a reason and shows the result', async () => {
    let current = member;
    const log = fakeApi({
      ...baseRoutes('support'),
      [`GET ${url}`]: () => ({ status: 200, body: current }),
      [`POST ${url}/suspend`]: () => {
        current = { ...member, suspendedAt: '2026-11-23T10:00:00.000Z' };
        return { status: 200, body: current };
      },
    });
    renderConsole(`/staff/members/${member.id}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }, { timeout: 5000 }));
    const confirm = (await screen.findAllByRole('button', { name: 'Suspend' })).at(-1)!;
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /reason/i }), { target: { value: 'Spamming members' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(log.find((c) => c.key === `POST ${url}/suspend`)?.body).toEqual({ reason: 'Spamming members' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
  }, 60_000);

  it('lists notes and adds one', async () => {
    const notes = [{ id: '1', memberId: member.id, authorId: 'm9', authorName: 'moderator_two', body: 'Warned about spam', createdAt: '2026-11-22T10:00:00.000Z' }];
    const log = fakeApi({
      ...baseRoutes('moderator'),
      [`GET ${url}`]: () => ({ status: 200, body: member }),
      [`GET ${url}/notes`]: () => ({ status: 200, body: notes }),
      [`POST ${url}/notes`]: (body) => {
        notes.unshift({ ...notes[0]!, id: '2', authorName: 'moderator_one', body: (body as { body: string }).body });
        return { status: 201, body: notes[0] };
      },
    });
    renderConsole(`/staff/members/${member.id}/show/notes`);
    expect(await screen.findByText('Warned about spam', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /add a staff note/i }), { target: { value: 'Second warning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Second warning')).toBeTruthy();
    expect(log.find((c) => c.key === `POST ${url}/notes`)?.body).toEqual({ body: 'Second warning' });
  }, 60_000);

  it('page access is editable by Super only', async () => {
    const staffTarget = { ...member, role: 'editor' as const };
    const log = fakeApi({
      ...baseRoutes('super'),
      [`GET ${url}`]: () => ({ status: 200, body: staffTarget }),
      [`PUT ${url}/page-access`]: (body) => ({ status: 200, body: { ...staffTarget, pageAccess: (body as { pages: string[] }).pages } }),
    });
    renderConsole(`/staff/members/${member.id}/show/page-access`);
    const tickets = await screen.findByRole('checkbox', { name: 'Support tickets' }, { timeout: 5000 });
    expect((screen.getByRole('checkbox', { name: 'Members (by role)' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(tickets);
    fireEvent.click(screen.getByRole('button', { name: /save page access/i }));
    await waitFor(() => expect(log.find((c) => c.key === `PUT ${url}/page-access`)?.body).toEqual({ pages: ['tickets'] }));
    cleanup();
    vi.unstubAllGlobals();

    fakeApi({ ...baseRoutes('admin'), [`GET ${url}`]: () => ({ status: 200, body: staffTarget }) });
    renderConsole(`/staff/members/${member.id}/show/page-access`);
    const box = await screen.findByRole('checkbox', { name: 'Support tickets' }, { timeout: 5000 });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Only Super changes page access/)).toBeTruthy();
  }, 60_000);
});
