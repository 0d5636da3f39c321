import { type RefObject, useRef } from 'react';

/** The auto-focus handlers of a Radix `Dialog.Content`. */
export interface FocusReturnHandlers {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Focus return for a dialog opened without a Radix `Dialog.Trigger` (docs/requirements.md#accessibility:
 * "dialogs trap focus and return it to their trigger"). Radix returns focus only to its own trigger;
 * these dialogs open from a list row, a menu item or a scroll, so on close focus would fall to
 * `<body>` and the next Tab would start the page over.
 *
 * Input: `trigger`, the element that opened the dialog when the caller knows it (Safari does not
 * focus a clicked button, so `document.activeElement` alone is not enough). Output: handlers to
 * spread on `Dialog.Content`. On close, focus goes to `trigger`, else to the element that had focus
 * when the dialog opened, when it is still in the page; otherwise it stays where Radix leaves it.
 */
export function useFocusReturn(trigger?: RefObject<HTMLElement | null>): FocusReturnHandlers {
  const before = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      before.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event) => {
      const target = [trigger?.current, before.current].find((el) => el?.isConnected);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
