import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { modalIdsOf, modalStack, type ModalCloseReason } from './modal-stack';
import { ModalSubmit } from './ModalSubmit';
import { SiteModal, type SiteModalProps } from './SiteModal';
import { useModalStack } from './useModalStack';

const PAGE_STATE = { idx: 3, key: 'page' };

beforeEach(() => {
  window.history.replaceState(PAGE_STATE, '');
});

afterEach(() => {
  modalStack().reset();
});

type HarnessProps = Partial<Omit<SiteModalProps, 'opened' | 'onClose' | 'children'>> & {
  onClose?: (reason: ModalCloseReason) => void;
  label?: string;
  initiallyOpen?: boolean;
  children?: React.ReactNode;
};

/** A page with a button that opens a modal; the modal agrees to every close request. */
/** Renders the harness with `props`, opens its dialog and gives the onClose spy. */
function openHarness(props: Partial<Omit<HarnessProps, 'onClose'>> = {}) {
  const onClose = vi.fn();
  renderWithMantine(<Harness onClose={onClose} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
  return onClose;
}

function Harness({ onClose, label = 'Dialog', initiallyOpen = false, children, ...props }: HarnessProps) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open {label}
      </button>
      <SiteModal
        {...props}
        title={label}
        opened={opened}
        onClose={(reason) => {
          onClose?.(reason);
          setOpened(false);
        }}
      >
        <button type="button" onClick={() => setOpened(false)}>
          Done {label}
        </button>
        {children}
      </SiteModal>
    </>
  );
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const currentIds = () => modalIdsOf(window.history.state);

describe('SiteModal and history', () => {
  it('pushes a marked history entry when it opens, keeping the router state', () => {
    renderWithMantine(<Harness />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
    expect(dialog('Dialog')).not.toBeNull();
    expect(window.history.length).toBe(before + 1);
    expect(currentIds()).toHaveLength(1);
    expect(window.history.state).toMatchObject(PAGE_STATE);
  });

  it('closes on back, and back leaves the page entry current', async () => {
    const onClose = openHarness();
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledWith('back');
    expect(window.history.state).toEqual(PAGE_STATE);
  });

  it('pops its own entry when closed by code, leaving no stray entry', async () => {
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
    expect(currentIds()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done Dialog' }));
    expect(dialog('Dialog')).toBeNull();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it('does not pop an entry a link from inside it gave up (the navigation would be undone)', async () => {
    const go = vi.spyOn(window.history, 'go');
    try {
      renderWithMantine(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
      expect(currentIds()).toHaveLength(1);
      // What SmartLink does for a link clicked in the modal; the click also closes the modal, and the router
      // replaces the entry only once the next page's code has loaded.
      modalStack().releaseCurrentEntry();
      fireEvent.click(screen.getByRole('button', { name: 'Done Dialog' }));
      expect(dialog('Dialog')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(go).not.toHaveBeenCalled();
      window.history.replaceState({ idx: 3, key: 'next-page' }, '');
      expect(window.history.state).toEqual({ idx: 3, key: 'next-page' });
    } finally {
      go.mockRestore();
    }
  });

  it('closes on Escape', () => {
    const onClose = openHarness();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(dialog('Dialog')).toBeNull();
  });

  it('ignores Escape when closeOnEscape is false', () => {
    const onClose = openHarness({ closeOnEscape: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog('Dialog')).not.toBeNull();
  });

  it('closes on a backdrop click when dismissable', () => {
    const onClose = openHarness();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledWith('backdrop');
    expect(dialog('Dialog')).toBeNull();
  });

  it('ignores the backdrop when not dismissable, but Escape still closes it', () => {
    const onClose = openHarness({ dismissable: false });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog('Dialog')).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('closes with the labelled close button', () => {
    const onClose = openHarness({ closeLabel: 'Close dialog' });
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledWith('close-button');
  });

  it('goes full screen on mobile when pinable, and not otherwise', () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width: 767') });
    try {
      renderWithMantine(
        <>
          <Harness label="Pinned" pinable initiallyOpen />
          <Harness label="Plain" initiallyOpen />
        </>,
      );
      const root = (name: string) => dialog(name)?.closest('.mantine-Modal-root');
      expect(root('Pinned')?.hasAttribute('data-full-screen')).toBe(true);
      expect(root('Plain')?.hasAttribute('data-full-screen')).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });

  it('pushes no entry without history', () => {
    renderWithMantine(<Harness withHistory={false} />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
    expect(window.history.length).toBe(before);
    expect(currentIds()).toEqual([]);
  });

  it('returns focus to the opener when it closes', async () => {
    renderWithMantine(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open Dialog' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    expect(dialog('Dialog')?.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('nested modals', () => {
  function Nested({
    onOuter,
    onInner,
  }: {
    onOuter: (r: ModalCloseReason) => void;
    onInner: (r: ModalCloseReason) => void;
  }) {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    const stack = useModalStack();
    return (
      <>
        <output data-testid="stack">{stack.openIds.length}</output>
        <SiteModal
          title="Outer"
          opened={outer}
          onClose={(r) => {
            onOuter(r);
            setOuter(false);
          }}
        >
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
        </SiteModal>
        <SiteModal
          title="Inner"
          opened={inner}
          onClose={(r) => {
            onInner(r);
            setInner(false);
          }}
        >
          inner body
        </SiteModal>
      </>
    );
  }

  it('Escape and back close only the topmost modal', async () => {
    const onOuter = vi.fn();
    const onInner = vi.fn();
    renderWithMantine(<Nested onOuter={onOuter} onInner={onInner} />);
    await waitFor(() => expect(currentIds()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(currentIds()).toHaveLength(2);
    expect(screen.getByTestId('stack').textContent).toBe('2');
    const zIndexOf = (name: string) =>
      (dialog(name)?.closest('.mantine-Modal-root') as HTMLElement | null)?.style.getPropertyValue('--mb-z-index');
    expect([zIndexOf('Outer'), zIndexOf('Inner')]).toEqual(['200', '210']);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onInner).toHaveBeenCalledWith('escape');
    expect(onOuter).not.toHaveBeenCalled();
    await waitFor(() => expect(currentIds()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    await waitFor(() => expect(currentIds()).toHaveLength(2));
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Inner')).toBeNull());
    expect(onInner).toHaveBeenLastCalledWith('back');
    expect(dialog('Outer')).not.toBeNull();
    expect(onOuter).not.toHaveBeenCalled();

    act(() => window.history.back());
    await waitFor(() => expect(dialog('Outer')).toBeNull());
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(screen.getByTestId('stack').textContent).toBe('0');
  });

  it('reopening right after closing by code waits for the pop, so entries stay paired', async () => {
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done Dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Dialog' }));
    await act(() => modalStack().settled());
    expect(currentIds()).toHaveLength(1);
    act(() => window.history.back());
    await waitFor(() => expect(dialog('Dialog')).toBeNull());
    expect(window.history.state).toEqual(PAGE_STATE);
  });

  it('closeAll closes every modal and pops their entries', async () => {
    let api: ReturnType<typeof useModalStack> | undefined;
    function Probe() {
      api = useModalStack();
      return null;
    }
    renderWithMantine(
      <>
        <Probe />
        <Nested onOuter={() => undefined} onInner={() => undefined} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    await waitFor(() => expect(currentIds()).toHaveLength(2));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      if (api) done = api.closeAll();
    });
    await act(async () => {
      await done;
    });
    expect(dialog('Outer')).toBeNull();
    expect(dialog('Inner')).toBeNull();
    expect(window.history.state).toEqual(PAGE_STATE);
  });
});

describe('ModalSubmit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays busy for at least 300 ms after a click', async () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    renderWithMantine(<ModalSubmit onClick={onClick}>Save</ModalSubmit>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('submits its form once: disabled only after the click has submitted, a second click is refused', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithMantine(
      <form onSubmit={onSubmit}>
        <ModalSubmit>Send report</ModalSubmit>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send report' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('stays busy until a slower submit settles', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const onClick = () => new Promise<void>((resolve) => (finish = resolve));
    renderWithMantine(<ModalSubmit onClick={onClick}>Save</ModalSubmit>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('has only the primary and error types', () => {
    renderWithMantine(
      <>
        <ModalSubmit type="primary">Go</ModalSubmit>
        <ModalSubmit type="error">Delete</ModalSubmit>
        {/* @ts-expect-error: a modal submit is primary or error, nothing else (SPEC 5) */}
        <ModalSubmit type="secondary">Nope</ModalSubmit>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('data-submit-type')).toBe('primary');
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-submit-type')).toBe('error');
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('submit');
  });
});
