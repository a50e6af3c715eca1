import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

/** An open popup (a picker's option list, a menu) takes Escape for itself before its dialog does. */
const ownsEscape = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[aria-expanded="true"]') !== null;

const isFocusTarget = (node: unknown): node is HTMLElement =>
  node instanceof HTMLElement && node !== document.body && node.isConnected;

// The control focused last. A button that disables itself while it works (the share check) drops the focus
// to the page before the dialog it opens appears; the dialog still gives the focus back to that button.
let lastFocused: EventTarget | null = null;
document.addEventListener(
  'focusin',
  (event) => {
    lastFocused = event.target;
  },
  true,
);

// Where the dialog that closed last sent the focus, and when. One dialog shows at a time, so a dialog can
// take another's place (the share warning the share dialog's, then the share dialog again): the control
// that opened the one in its place has gone with it, and the focus goes where the first one's would have.
let handedOver: { target: HTMLElement; at: number } | null = null;
const HANDOVER_MS = 500;

/** Resolves once `node` can take the focus again (a busy button is enabled), or after a second. */
const whenFocusable = (node: unknown) =>
  new Promise<void>((resolve) => {
    const started = Date.now();
    const check = () => {
      if (!(node instanceof Element) || !node.matches(':disabled') || Date.now() - started > 1000) resolve();
      else setTimeout(check, 20);
    };
    check();
  });

/**
 * The focus of a modal dialog (decision 0011): focus-trap moves it into `panel` and keeps Tab and
 * Shift+Tab there, pauses while a dialog opened over this one is open, gives Escape to `onClose` (when the
 * dialog may close) and gives the focus back to the control that opened the dialog when it goes.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, onClose: (() => void) | undefined) {
  // Read while rendering, before anything inside the dialog can take focus.
  const [opener] = useState(() => [document.activeElement, lastFocused].find(isFocusTarget) ?? null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const container = panel.current;
    if (!container) return;
    const inherited = handedOver && Date.now() - handedOver.at < HANDOVER_MS ? handedOver.target : null;
    const returnTarget = () => [opener, inherited].find(isFocusTarget) ?? null;
    // Seen before any handler runs: by the time Escape reaches the trap, the popup it closed reads closed.
    let popupEscape = false;
    const notePopup = (event: KeyboardEvent) => {
      popupEscape = event.key === 'Escape' && ownsEscape(event.target);
    };
    // When a dialog opened over this one closes, the focus comes back to where it was in this one.
    let lastInside: EventTarget | null = null;
    const noteInside = (event: FocusEvent) => {
      lastInside = event.target;
    };
    document.addEventListener('keydown', notePopup, true);
    container.addEventListener('focusin', noteInside);
    const trap = createFocusTrap(container, {
      initialFocus: () =>
        isFocusTarget(lastInside) && container.contains(lastInside)
          ? lastInside
          : (container.querySelector<HTMLElement>('input, button') ?? container),
      fallbackFocus: container,
      allowOutsideClick: true,
      // Only the dialog on top hears Escape; closing unmounts it, and the clean-up below ends the trap.
      escapeDeactivates: () => {
        if (close.current && !popupEscape) close.current();
        return false;
      },
      setReturnFocus: () => returnTarget() ?? false,
      checkCanReturnFocus: whenFocusable,
    });
    trap.activate();
    return () => {
      document.removeEventListener('keydown', notePopup, true);
      container.removeEventListener('focusin', noteInside);
      trap.deactivate();
      const target = returnTarget();
      handedOver = target ? { target, at: Date.now() } : null;
    };
  }, [opener, panel]);
}
