/**
 * Code that a prerendered part of a page needs only once the visitor turns to it
 * (docs/architecture.md#prerendered-pages: the careers form). The part's HTML is on the page and
 * works as HTML meanwhile (typing, choosing a file); its code is requested on the first sign of
 * intent inside it (a pointer over it, a press, focus, a key) and React then hydrates the part in
 * place, without a flash.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** A promise that resolves once `open()` was called; `open()` may be called any number of times. */
export interface IntentGate {
  readonly opened: Promise<void>;
  open(): void;
}

const closedGates = new Set<IntentGate>();

/** A new, closed gate. */
export function intentGate(): IntentGate {
  let resolve!: () => void;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: IntentGate = {
    opened,
    open() {
      closedGates.delete(gate);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}

/**
 * Opens every gate still closed: for a navigation that stays on the page (a link to one of its
 * sections, a search parameter). React renders no change of a context above a part that still
 * shows the server's HTML (the router's location changes on every navigation) before it has
 * hydrated that part, and it waits for the part's code to do so; with the gate closed, the
 * navigation would wait for the visitor to turn to the form (the header's About on `/` did nothing).
 * `app/start.tsx` calls it.
 */
export function openAllGates(): void {
  for (const gate of [...closedGates]) gate.open();
}

/** Events that show the visitor is turning to a part of the page. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Opens `gate` on the first intent event inside `ref`'s element (or at once when focus is already
 * inside it, e.g. the visitor tabbed in before the page hydrated). When the element holds no
 * prerendered `selector` (the page was rendered in the browser, the part's fallback shows), the
 * gate opens at once: there is no HTML to use meanwhile.
 */
export function useOpenOnIntent(
  ref: RefObject<HTMLElement | null>,
  gate: IntentGate,
  selector: string,
): void {
  useEffect(() => {
    const box = ref.current;
    if (!box?.querySelector(selector) || box.contains(document.activeElement)) {
      gate.open();
      return;
    }
    // On the document, ahead of React's own listener on the root: while the part is not hydrated,
    // React holds its focus and pointer-over events for replay and stops them there.
    const open = (event: Event) => {
      if (event.target instanceof Node && box.contains(event.target)) gate.open();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, open, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, open, { capture: true });
    };
  }, [ref, gate, selector]);
}

/**
 * Holds what the visitor does in the prerendered part before its code has run, and does it again
 * once the part works: a submit (Enter in a field, the submit button), which the browser would
 * otherwise send to the page's own address, and the last click on a scripted button (a picker, a
 * checkbox drawn as a button), which would otherwise do nothing. Either opens `gate`.
 * @returns the callback the hydrated part calls once it works (its effects have run).
 */
export function useHeldUntilReady(ref: RefObject<HTMLElement | null>, gate: IntentGate): () => void {
  const ready = useRef(false);
  const submit = useRef<HTMLFormElement | null>(null);
  const click = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const inside = (event: Event) =>
      !ready.current && event.target instanceof Element && box.contains(event.target);
    // On the document, ahead of React's listener on the root (see `useOpenOnIntent`).
    const holdSubmit = (event: Event) => {
      if (!inside(event)) return;
      event.preventDefault();
      submit.current = event.target as HTMLFormElement;
      gate.open();
    };
    const holdClick = (event: Event) => {
      if (!inside(event)) return;
      const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
      if (!button) return;
      click.current = button;
      gate.open();
    };
    document.addEventListener('submit', holdSubmit, { capture: true });
    document.addEventListener('click', holdClick, { capture: true });
    return () => {
      document.removeEventListener('submit', holdSubmit, { capture: true });
      document.removeEventListener('click', holdClick, { capture: true });
    };
  }, [ref, gate]);
  return useCallback(() => {
    ready.current = true;
    const [form, button] = [submit.current, click.current];
    submit.current = click.current = null;
    if (button?.isConnected) button.click();
    if (form?.isConnected) form.requestSubmit();
  }, []);
}
