import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modalStack } from '../Modal/modal-stack';
import { renderWithMantine } from '../test/render';
import { ConfirmProvider, useConfirm, type ConfirmFn } from './ConfirmDialog';

afterEach(() => {
  modalStack().reset();
});

function setup(): { confirm: () => ConfirmFn } {
  let captured: ConfirmFn | undefined;
  function Probe() {
    captured = useConfirm();
    return null;
  }
  renderWithMantine(
    <ConfirmProvider cancelLabel="Cancel">
      <Probe />
    </ConfirmProvider>,
  );
  return {
    confirm: () => {
      if (!captured) throw new Error('no confirm');
      return captured;
    },
  };
}

const ask = (confirm: ConfirmFn, title: string, danger = false): Promise<boolean> => {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ title, message: `${title}?`, confirmLabel: `Yes ${title}`, danger });
  });
  return answer;
};

describe('ConfirmProvider', () => {
  it('resolves true when confirmed', async () => {
    const { confirm } = setup();
    const answer = ask(confirm(), 'Delete');
    expect(screen.getByRole('dialog', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('Delete?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled or closed with Escape', async () => {
    const { confirm } = setup();
    const first = ask(confirm(), 'Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = ask(confirm(), 'Block');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Block' })).toBeTruthy());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await expect(second).resolves.toBe(false);
  });

  it('makes a dangerous confirmation red', () => {
    const { confirm } = setup();
    void ask(confirm(), 'Remove', true);
    expect(screen.getByRole('button', { name: 'Yes Remove' }).getAttribute('data-submit-type')).toBe('error');
  });

  it('queues questions and shows them one after another', async () => {
    const { confirm } = setup();
    const first = ask(confirm(), 'First');
    const second = ask(confirm(), 'Second');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes First' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });

  it('traps focus in the dialog and returns it to the button that asked', async () => {
    function Asker() {
      const confirm = useConfirm();
      return (
        <button type="button" onClick={() => void confirm({ title: 'Sure', confirmLabel: 'Yes' })}>
          Ask
        </button>
      );
    }
    renderWithMantine(
      <ConfirmProvider>
        <Asker />
      </ConfirmProvider>,
    );
    const asker = screen.getByRole('button', { name: 'Ask' });
    asker.focus();
    fireEvent.click(asker);
    const dialog = screen.getByRole('dialog', { name: 'Sure' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(asker));
  });
});
