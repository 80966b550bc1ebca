import { LIMITS } from '@community/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

/** The only kinds of modal submit button (SPEC 5). */
export type ModalSubmitType = 'primary' | 'error';

export interface ModalSubmitProps
  extends
    Omit<ButtonProps, 'color' | 'loading' | 'variant'>,
    Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type' | 'onClick'> {
  /** 'primary' (brand colour) or 'error' (a destructive action). @default 'primary' */
  type?: ModalSubmitType;
  /** The HTML button type. @default 'submit' */
  htmlType?: 'submit' | 'button';
  /** Busy from outside (e.g. the form is submitting); the button is busy while this or its own timer is. */
  busy?: boolean;
  /**
   * Runs on click. When it returns a promise, the button stays busy until it settles, and in any case for
   * at least `minBusyMs` after the click.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** @default 300 (SPEC 4, 9) */
  minBusyMs?: number;
}

/**
 * The submit button of a modal: busy (spinner, disabled, aria-busy) for at least 300 ms after a click, so a
 * quick answer does not flicker and a double click cannot submit twice.
 */
export function ModalSubmit({
  type = 'primary',
  htmlType = 'submit',
  busy = false,
  onClick,
  minBusyMs = LIMITS.submitBusyMs,
  children,
  ...others
}: ModalSubmitProps) {
  const [clickBusy, setClickBusy] = useState(false);
  const click = useRef(0);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    // A second click while busy never reaches the form (the button is disabled by then, this is the backstop).
    if (busyRef.current) {
      event.preventDefault();
      return;
    }
    const token = ++click.current;
    busyRef.current = true;
    // Disabled only after the click has done its default action: React flushes a click's state at once, and
    // a submit button that is already disabled when the browser runs its activation submits nothing.
    setTimeout(() => {
      if (mounted.current && click.current === token && busyRef.current) setClickBusy(true);
    }, 0);
    let result: unknown;
    try {
      result = onClick?.(event);
    } finally {
      const minimum = new Promise<void>((resolve) => setTimeout(resolve, minBusyMs));
      const settled = Promise.resolve(result).then(
        () => undefined,
        () => undefined,
      );
      void Promise.all([minimum, settled]).then(() => {
        if (click.current !== token) return;
        busyRef.current = false;
        if (mounted.current) setClickBusy(false);
      });
    }
  };

  const isBusy = busy || clickBusy;
  return (
    <Button
      {...others}
      type={htmlType}
      color={type === 'error' ? 'red' : undefined}
      loading={isBusy}
      aria-busy={isBusy || undefined}
      data-submit-type={type}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}
