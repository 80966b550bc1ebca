import { LIMITS } from '@community/domain';
import { Modal, type MantineRadius, type MantineSize, type MantineSpacing } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { modalStack, type ModalCloseReason } from './modal-stack';

/** z-index of the lowest modal (Mantine's default); each modal opened over it sits 10 higher. */
export const MODAL_BASE_Z_INDEX = 200;

/** Widths at which `pinable` modals go full screen: below 768 px (SPEC 2, 9). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LIMITS.mobileMaxWidthPx + 0.98}px)`;

const EMPTY: readonly string[] = [];
const ignoreChanges = (): (() => void) => () => undefined;
const getEmpty = (): readonly string[] => EMPTY;

/** Delay before focus goes back, so the element the modal closed from has let go of it (as Mantine does). */
const FOCUS_RETURN_DELAY_MS = 10;

export interface SiteModalProps {
  opened: boolean;
  /**
   * The modal asks to close; set `opened` to false to agree. The reason tells back, Escape, backdrop,
   * close button and `closeAll()` apart. Closing after a `back` pops nothing (back already did);
   * closing for any other reason pops the history entry the modal pushed.
   */
  onClose: (reason: ModalCloseReason) => void;
  /** Heading in the modal's header; also its accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no title. */
  ariaLabel?: string;
  children?: ReactNode;
  /**
   * false: a click on the backdrop does not close it (the upgrade, offer and ID dialogs, SPEC 2). Escape
   * and back still close it unless `closeOnEscape` / `withHistory` say otherwise. @default true
   */
  dismissable?: boolean;
  /** Escape closes it (when it is the topmost modal). @default true */
  closeOnEscape?: boolean;
  /**
   * Push a history entry while open so that back closes it. Turn off only for a modal that must not close
   * at all (the age gate): back then navigates as usual. @default true
   */
  withHistory?: boolean;
  /** Full screen below 768 px (SPEC 2: "On mobile, pinable modals go full screen"). @default false */
  pinable?: boolean;
  /** Always full screen (e.g. an image viewer). @default false */
  fullScreen?: boolean;
  /** Show the × button in the header. @default true */
  withCloseButton?: boolean;
  /** Accessible name of the × button (translated by the site). @default 'Close' */
  closeLabel?: string;
  /** Width: a Mantine size or any CSS width. @default 'md' */
  size?: MantineSize | (string & {}) | number;
  centered?: boolean;
  padding?: MantineSpacing;
  radius?: MantineRadius;
  className?: string;
  /** Called once the close animation has finished. */
  onExitTransitionEnd?: () => void;
}

/**
 * The site's modal (SPEC 2 Navbar and overlays, SPEC 4 Modal), on Mantine's Modal: fades in over 150 ms and
 * out over 300 ms; pushes a history entry so back closes it; Escape closes the topmost modal; a backdrop
 * click closes it unless `dismissable={false}`; `pinable` modals go full screen below 768 px; focus is
 * trapped inside and returns to where it was on close. Nested modals stack (each above the last) and
 * Escape or back close the topmost first. On open, focus goes to the element inside marked
 * `data-autofocus`, else the first tabbable one.
 */
export function SiteModal({
  opened,
  onClose,
  title,
  ariaLabel,
  children,
  dismissable = true,
  closeOnEscape = true,
  withHistory = true,
  pinable = false,
  fullScreen = false,
  withCloseButton = true,
  closeLabel = 'Close',
  size,
  centered,
  padding,
  radius,
  className,
  onExitTransitionEnd,
}: SiteModalProps) {
  const id = useId();
  const store = modalStack();
  // A closed modal need not follow the stack (pages may hold many closed ones, e.g. image viewers).
  const openIds = useSyncExternalStore(
    opened ? store.subscribe : ignoreChanges,
    opened ? store.getSnapshot : getEmpty,
    getEmpty,
  );
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });

  const onCloseRef = useRef(onClose);
  const escapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    escapeRef.current = closeOnEscape;
  });

  useEffect(() => {
    if (!opened) return undefined;
    return store.open({
      id,
      withHistory,
      closeOnEscape: () => escapeRef.current,
      requestClose: (reason) => onCloseRef.current(reason),
    });
  }, [opened, id, withHistory, store]);

  // Focus goes back where it was when the modal opened, also when it was mounted open (Mantine's own
  // focus return only sees opened change after mount).
  useLayoutEffect(() => {
    if (!opened) return undefined;
    const returnTo = document.activeElement;
    return () => {
      const activeAtClose = document.activeElement;
      setTimeout(() => {
        // The page may be gone by then (a test environment torn down, a document unloaded): nothing to focus.
        if (typeof document === 'undefined') return;
        const active = document.activeElement;
        if (!(returnTo instanceof HTMLElement) || !returnTo.isConnected) return;
        if (active === null || active === document.body || active === activeAtClose)
          returnTo.focus({ preventScroll: true });
      }, FOCUS_RETURN_DELAY_MS);
    };
  }, [opened]);

  // Each modal sits above those opened before it; a closing one keeps its place while it fades out.
  const level = openIds.indexOf(id);
  const zIndex = MODAL_BASE_Z_INDEX + (level >= 0 ? level : openIds.length) * 10;
  const lastZIndex = useRef(zIndex);
  useEffect(() => {
    if (opened) lastZIndex.current = zIndex;
  });
  const hasHeader = Boolean(title) || withCloseButton;

  return (
    <Modal.Root
      opened={opened}
      onClose={() => onClose('close-button')}
      // Escape and the backdrop are handled here, so that only the topmost modal reacts and the reason is known.
      closeOnEscape={false}
      closeOnClickOutside={false}
      returnFocus={false}
      fullScreen={fullScreen || (pinable && mobile)}
      zIndex={opened ? zIndex : lastZIndex.current}
      transitionProps={{ transition: 'fade', duration: LIMITS.modalOpenMs, exitDuration: LIMITS.modalCloseMs }}
      onExitTransitionEnd={onExitTransitionEnd}
      size={size}
      centered={centered}
      padding={padding}
      radius={radius}
      className={className}
      data-modal-id={id}
    >
      <Modal.Overlay
        data-testid="modal-backdrop"
        onClick={() => {
          if (dismissable) onClose('backdrop');
        }}
      />
      <Modal.Content aria-label={title ? undefined : ariaLabel}>
        {hasHeader ? (
          <Modal.Header>
            {title ? <Modal.Title>{title}</Modal.Title> : <span />}
            {withCloseButton ? <Modal.CloseButton aria-label={closeLabel} /> : null}
          </Modal.Header>
        ) : null}
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
