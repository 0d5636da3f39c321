/**
 * What the visitor does on a prerendered page before the app has hydrated it
 * (docs/architecture.md#prerendered-pages): the app starts only after the first paint, so a quick
 * tap can come first. The server's HTML works meanwhile (links navigate, fields take text), but a
 * scripted button (the menu toggle, a picker) would do nothing and a form would be sent to the
 * page's own address. Both are held here and done again once React has hydrated the page.
 * `main.tsx` calls {@link holdEarlyInput} as its first act; `app/start.tsx` tells it when
 * hydration starts and when the hydrated page's effects have run.
 */

/**
 * A hold on early input. `hydrating()`: React is about to hydrate (it handles clicks itself from
 * then on, hydrating the part clicked at once), so clicks are no longer held. `hydrated()`: the
 * page's effects have run; the held click and submit are done again (each at most once).
 */
export interface EarlyInput {
  hydrating(): void;
  hydrated(): void;
}

/** Events that mean the visitor is acting now: the app should start without waiting for the paint. */
export const EARLY_INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Starts holding: the last click on a `button[type="button"]` and the last form submit (its default
 * prevented) inside `root`. `onInput` is called on the first pointer press, touch or key.
 */
export function holdEarlyInput(root: HTMLElement, onInput: () => void): EarlyInput {
  let click: HTMLElement | null = null;
  let submit: HTMLFormElement | null = null;
  const inside = (event: Event) => event.target instanceof Element && root.contains(event.target);
  const holdClick = (event: Event) => {
    if (!inside(event)) return;
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
    if (button) click = button;
  };
  const holdSubmit = (event: Event) => {
    if (!inside(event)) return;
    event.preventDefault();
    submit = event.target as HTMLFormElement;
  };
  const act = () => onInput();
  document.addEventListener('click', holdClick, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  for (const type of EARLY_INPUT_EVENTS)
    document.addEventListener(type, act, { capture: true, passive: true });
  let clicksHeld = true;
  let submitsHeld = true;
  const stopClicks = () => {
    if (!clicksHeld) return;
    clicksHeld = false;
    document.removeEventListener('click', holdClick, { capture: true });
    for (const type of EARLY_INPUT_EVENTS) document.removeEventListener(type, act, { capture: true });
  };
  return {
    hydrating: stopClicks,
    hydrated() {
      stopClicks();
      if (!submitsHeld) return;
      submitsHeld = false;
      document.removeEventListener('submit', holdSubmit, { capture: true });
      const [button, form] = [click, submit];
      click = submit = null;
      if (button?.isConnected) button.click();
      if (form?.isConnected) form.requestSubmit();
    },
  };
}
