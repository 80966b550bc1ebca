import { MantineProvider } from '@mantine/core';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../app/api/errors';
import { BootProvider } from '../../app/boot-context';
import { bootData } from '../../test/fixtures';
import { Composer } from './Composer';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const wrap = (ui: ReactNode) =>
  render(
    <BootProvider boot={bootData()}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </BootProvider>,
  );

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and always sends on Ctrl+Enter', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ message: 'hello', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('with send-on-Enter off, Enter does not send but Ctrl+Enter does', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter={false} onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'two\nlines' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(/Ctrl\+Enter sends/)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ message: 'two\nlines' })));
  });

  it('shows the server’s refusal, keeps the text, and retries with the same clientId', async () => {
    const onSend = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError('http', { message: 'message: is at most 5000 characters', statusCode: 422, errors: [{ field: 'message', message: 'message is at most 5000 characters' }] }))
      .mockResolvedValueOnce(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'retry me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('message is at most 5000 characters');
    expect((box as HTMLTextAreaElement).value).toBe('retry me');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]![0].clientId).toBe(onSend.mock.calls[0]![0].clientId);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('inserts an emoticon shortcode from the picker', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emoticons' }));
    fireEvent.click(await screen.findByRole('option', { name: ':wink:' }));
    expect((box as HTMLTextAreaElement).value).toBe('hello :wink: ');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ message: 'hello :wink:' })));
  });

  it('whispers typing at most once a second, and shows why it is disabled', () => {
    const onTyping = vi.fn();
    const { unmount } = wrap(<Composer sendOnEnter onSend={vi.fn()} onTyping={onTyping} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(onTyping).toHaveBeenCalledTimes(1);
    unmount();
    wrap(<Composer sendOnEnter onSend={vi.fn()} disabled />);
    expect(screen.getByTestId('composer-disabled').textContent).toBe('You cannot send messages in this conversation.');
  });
});
