import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { hideNotification, Notifications, notificationsStore, showNotification, type NotificationsStore } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { toast as defaultQueue, type Toast, type ToastQueue, type ToastVariant } from './toast-queue';

export type ToastPosition = 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';

export interface ToastsProps {
  /** @default the shared `toast` queue */
  queue?: ToastQueue;
  /** @default 'bottom-right' */
  position?: ToastPosition;
  /** Accessible name of each toast's × button (translated). @default 'Close' */
  closeLabel?: string;
  /** @default 400 (above modals) */
  zIndex?: number;
  /** Mantine's notifications store the toasts go to. @default Mantine's shared store */
  store?: NotificationsStore;
}

const COLOURS: Record<ToastVariant, string | undefined> = { success: 'teal', error: 'red', info: undefined };

/** The toast's text, its optional title (inside, so hovering any of it pauses the clock) and its action button. */
function ToastBody({ toast, queue }: { toast: Toast; queue: ToastQueue }) {
  const text = <Text size="sm">{toast.message}</Text>;
  return (
    <Box onMouseEnter={() => queue.pause()} onMouseLeave={() => queue.resume()} onFocus={() => queue.pause()} onBlur={() => queue.resume()}>
      {toast.title ? (
        <Text size="sm" fw={500} mb={2}>
          {toast.title}
        </Text>
      ) : null}
      {toast.onClick ? (
        <UnstyledButton
          onClick={() => {
            toast.onClick?.();
            queue.dismiss(toast.id);
          }}
        >
          {text}
        </UnstyledButton>
      ) : (
        text
      )}
      {toast.action ? (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="light"
            color={COLOURS[toast.variant]}
            onClick={() => {
              toast.action?.onClick();
              queue.dismiss(toast.id);
            }}
          >
            {toast.action.label}
          </Button>
        </Group>
      ) : null}
    </Box>
  );
}

/**
 * The site's one toast system: Mantine's notifications show the toasts, fed from the toast queue, which keeps
 * SPEC 4's pacing (one at a time, 500 ms between two; the 30 s timeout toast only once). Hovering or focusing a
 * toast stops its clock. Errors are announced assertively (role alert), the rest politely (role status).
 */
export function Toasts({
  queue = defaultQueue,
  position = 'bottom-right',
  closeLabel = 'Close',
  zIndex = 400,
  store = notificationsStore,
}: ToastsProps) {
  const { current } = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);

  useEffect(() => {
    if (!current) return undefined;
    showNotification(
      {
        id: current.id,
        message: <ToastBody toast={current} queue={queue} />,
        color: COLOURS[current.variant],
        role: current.variant === 'error' ? 'alert' : 'status',
        withBorder: true,
        // The queue times the toast (and pauses on hover); Mantine only shows it.
        autoClose: false,
        closeButtonProps: { 'aria-label': closeLabel },
        onClose: () => queue.dismiss(current.id),
        'data-toast-variant': current.variant,
      } as Parameters<typeof showNotification>[0],
      store,
    );
    return () => {
      hideNotification(current.id, store);
    };
  }, [current, queue, closeLabel, store]);

  return <Notifications store={store} position={position} limit={1} zIndex={zIndex}  />;
}
