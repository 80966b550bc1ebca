import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderConsole, type Call } from './fakeApi';

/**
 * Rejects the photo `id` of the moderation queue `resource` from its show page with `reason`, checking on the
 * way that Reject waits for a reason, that nothing is sent while "Undo" shows, and what the PUT then carries.
 */
export async function rejectFromShowPage(log: Call[], resource: string, id: string, dialogName: string, reason: string) {
  renderConsole(`/staff/${resource}/${id}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
  expect(reject.disabled).toBe(true);
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(reject);
  expect(await screen.findByRole('button', { name: /undo/i })).toBeTruthy();
  expect(log.some((c) => c.key.startsWith('PUT'))).toBe(false);
  await waitFor(() => expect(log.some((c) => c.key === `PUT /api/staff/${resource}/${id}`)).toBe(true), { timeout: 10_000 });
  expect(log.find((c) => c.key === `PUT /api/staff/${resource}/${id}`)?.body).toEqual({ status: 'rejected', rejectReason: reason });
}

/**
 * On a queue's list page showing two waiting photos: selects both, rejects them with `reason`, presses "Undo"
 * and checks that nothing was sent once the undo time is over. `noun` names them ("profile photos").
 */
export async function rejectBothThenUndo(log: Call[], noun: string, reason: string) {
  fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
  fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
  const dialog = await screen.findByRole('dialog', { name: `Reject 2 ${noun}` });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText(`2 ${noun} rejected`)).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: /undo/i }, { timeout: 10_000 }));
  await new Promise((r) => setTimeout(r, 5500));
  expect(log.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
}
