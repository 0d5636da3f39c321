/**
 * Input on a prerendered page before the app hydrates it (web/src/lib/early-input.ts): a click on a
 * scripted button and a form submit are held and done again once the page works; a press starts
 * the app at once; clicks after hydration has begun are React's own and are not repeated.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '@/lib/early-input';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Open menu</button>
      <form id="contact" method="post"><input name="name" /><button id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const root = document.getElementById('root') as HTMLElement;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, byId };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput', () => {
  it('does the last click on a scripted button and the submit again once hydrated, once', () => {
    const { root, byId } = page();
    const early = holdEarlyInput(root, () => {});
    const menuClicks = vi.fn();
    byId('menu').addEventListener('click', menuClicks);
    byId('menu').click();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    byId('contact').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(menuClicks).toHaveBeenCalledTimes(1);

    const submits = vi.fn((event: Event) => event.preventDefault());
    byId('contact').addEventListener('submit', submits);
    (byId('contact') as HTMLFormElement).requestSubmit = vi.fn();
    early.hydrating();
    early.hydrated();
    expect(menuClicks).toHaveBeenCalledTimes(2);
    expect((byId('contact') as HTMLFormElement).requestSubmit).toHaveBeenCalledOnce();
    early.hydrated();
    expect(menuClicks).toHaveBeenCalledTimes(2);
  });

  it('holds nothing outside the page root, and no click once hydration has begun', () => {
    const { root, byId } = page();
    const early = holdEarlyInput(root, () => {});
    const outside = vi.fn();
    byId('outside').addEventListener('click', outside);
    byId('outside').click();
    early.hydrating();
    const menuClicks = vi.fn();
    byId('menu').addEventListener('click', menuClicks);
    byId('menu').click();
    early.hydrated();
    expect(outside).toHaveBeenCalledTimes(1);
    expect(menuClicks).toHaveBeenCalledTimes(1);
  });

  it('starts the app on the first press or key, before the paint is reported', () => {
    const { root, byId } = page();
    const start = vi.fn();
    const early = holdEarlyInput(root, start);
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalled();
    early.hydrated();
    start.mockClear();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).not.toHaveBeenCalled();
  });
});
