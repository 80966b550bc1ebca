import { Button, Group, Notification, Portal, Text, Transition, UnstyledButton } from '@mantine/core';
import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { toast as defaultQueue, type Toast, type ToastQueue, type ToastVariant } from './toast-queue';

export type ToastPosition = 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';

export interface ToastsProps {
  /** @default the shared `toast` queue */
  queue?: ToastQueue;
  /** @default 'bottom-right' */
  position?: ToastPosition;
  /** Accessible name of each toast's × button (translated). @default 'Close' */
  closeLabel?: string;
  /** Accessible name of the toast region. @default 'Notifications' */
  regionLabel?: string;
  /** @default 400 (above modals) */
  zIndex?: number;
}

const COLOURS: Record<ToastVariant, string | undefined> = { success: 'teal', error: 'red', info: undefined };

const placement = (position: ToastPosition): CSSProperties => {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'right' | 'center'];
  return {
    [vertical]: 16,
    ...(horizontal === 'right' ? { right: 16 } : { left: '50%', transform: 'translateX(-50%)' }),
  };
};

/**
 * Shows the toast queue one toast at a time (SPEC 4 Toasts). Hovering or focusing a toast stops its clock.
 * Errors are announced assertively (role alert), the rest politely (role status).
 */
export function Toasts({
  queue = defaultQueue,
  position = 'bottom-right',
  closeLabel = 'Close',
  regionLabel = 'Notifications',
  zIndex = 400,
}: ToastsProps) {
  const { current } = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  // Keep the last toast to render it while it fades out.
  const [shown, setShown] = useState<Toast | null>(current);
  if (current && current !== shown) setShown(current);

  return (
    <Portal>
      <section
        aria-label={regionLabel}
        style={{
          position: 'fixed',
          zIndex,
          width: 'min(440px, calc(100vw - 32px))',
          pointerEvents: 'none',
          ...placement(position),
        }}
      >
        <Transition mounted={current !== null} transition="fade" duration={200} exitDuration={200}>
          {(styles) =>
            shown ? (
              <Notification
                key={shown.id}
                style={{ ...styles, pointerEvents: 'auto' }}
                role={shown.variant === 'error' ? 'alert' : 'status'}
                color={COLOURS[shown.variant]}
                title={shown.title}
                withBorder
                onClose={() => queue.dismiss(shown.id)}
                closeButtonProps={{ 'aria-label': closeLabel }}
                onMouseEnter={() => queue.pause()}
                onMouseLeave={() => queue.resume()}
                onFocus={() => queue.pause()}
                onBlur={() => queue.resume()}
                data-toast-variant={shown.variant}
              >
                {shown.onClick ? (
                  <UnstyledButton
                    onClick={() => {
                      shown.onClick?.();
                      queue.dismiss(shown.id);
                    }}
                  >
                    <Text size="sm">{shown.message}</Text>
                  </UnstyledButton>
                ) : (
                  <Text size="sm">{shown.message}</Text>
                )}
                {shown.action ? (
                  <Group justify="flex-end" mt="xs">
                    <Button
                      size="xs"
                      variant="light"
                      color={COLOURS[shown.variant]}
                      onClick={() => {
                        shown.action?.onClick();
                        queue.dismiss(shown.id);
                      }}
                    >
                      {shown.action.label}
                    </Button>
                  </Group>
                ) : null}
              </Notification>
            ) : (
              <span />
            )
          }
        </Transition>
      </section>
    </Portal>
  );
}
