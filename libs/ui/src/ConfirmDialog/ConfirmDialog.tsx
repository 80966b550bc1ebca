import { LIMITS } from '@community/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalSubmit } from '../Modal/ModalSubmit';
import { SiteModal } from '../Modal/SiteModal';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  /** Text of the confirming button. */
  confirmLabel: ReactNode;
  /** Text of the cancelling button; the provider's `cancelLabel` when absent. */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button is red and Cancel gets the initial focus. */
  danger?: boolean;
}

/** Asks a question in a modal; true when confirmed, false when cancelled or closed (back, Escape, backdrop). */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

interface Request {
  readonly id: number;
  readonly options: ConfirmOptions;
  readonly resolve: (answer: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

export interface ConfirmProviderProps {
  children?: ReactNode;
  /** Default text of the cancel button (translated by the site). @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Accessible name of the × button. @default 'Close' */
  closeLabel?: string;
}

/**
 * Provides `useConfirm()` (SPEC 2 global overlays: confirmation dialog). Questions asked while one is open
 * wait their turn and are shown one after another, each after the previous one has faded out.
 */
export function ConfirmProvider({ children, cancelLabel = 'Cancel', closeLabel = 'Close' }: ConfirmProviderProps) {
  const [queue, setQueue] = useState<readonly Request[]>([]);
  /** The question that was answered and is fading out. */
  const [closing, setClosing] = useState<number | null>(null);
  const nextId = useRef(1);
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  });

  const current = queue[0];
  const opened = current !== undefined && closing !== current.id;

  // Unmounting answers every pending question with "no".
  useEffect(
    () => () => {
      for (const request of queueRef.current) request.resolve(false);
    },
    [],
  );

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        setQueue((q) => [...q, { id, options, resolve }]);
      }),
    [],
  );

  const answer = (value: boolean): void => {
    if (!current || !opened) return;
    current.resolve(value);
    const answered = current.id;
    setClosing(answered);
    // Let the close animation run before the next question (or nothing) takes its place.
    setTimeout(() => setQueue((q) => q.filter((r) => r.id !== answered)), LIMITS.modalCloseMs);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {current ? (
        <SiteModal
          key={current.id}
          opened={opened}
          onClose={() => answer(false)}
          title={current.options.title}
          closeLabel={closeLabel}
          size="sm"
          centered
        >
          <Stack gap="lg">
            {current.options.message ? <Text component="div">{current.options.message}</Text> : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => answer(false)}
                data-autofocus={current.options.danger ? true : undefined}
              >
                {current.options.cancelLabel ?? cancelLabel}
              </Button>
              <ModalSubmit
                htmlType="button"
                type={current.options.danger ? 'error' : 'primary'}
                onClick={() => answer(true)}
                data-autofocus={current.options.danger ? undefined : true}
              >
                {current.options.confirmLabel}
              </ModalSubmit>
            </Group>
          </Stack>
        </SiteModal>
      ) : null}
    </ConfirmContext>
  );
}

/** The `confirm()` of the nearest ConfirmProvider. */
export function useConfirm(): ConfirmFn {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
