/**
 * Code loaded on the visitor's intent (web/src/lib/intent.ts): the gate opens on the first intent
 * event inside the part and not elsewhere, at once when the part has no prerendered HTML, and what
 * the visitor did before the part worked (a submit, a click on a scripted button) is done again.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type IntentGate, intentGate, openAllGates, useHeldUntilReady, useOpenOnIntent } from '@/lib/intent';

/** Whether `gate` has opened by the end of the current microtasks. */
async function isOpen(gate: IntentGate): Promise<boolean> {
  let open = false;
  void gate.opened.then(() => {
    open = true;
  });
  await act(async () => {});
  return open;
}

function Part({
  gate,
  withForm,
  onReady,
}: {
  gate: IntentGate;
  withForm: boolean;
  onReady?: (f: () => void) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useOpenOnIntent(box, gate, 'form');
  onReady?.(useHeldUntilReady(box, gate));
  return (
    <>
      <button type="button">Outside</button>
      <div ref={box}>
        {withForm ? (
          <form aria-label="part">
            <input aria-label="Name" />
            <button type="button">Picker</button>
          </form>
        ) : (
          <div aria-busy="true" />
        )}
      </div>
    </>
  );
}

describe('useOpenOnIntent', () => {
  it('waits for an intent event inside the part, not outside it', async () => {
    const gate = intentGate();
    const { getByRole, getByLabelText } = render(<Part gate={gate} withForm />);
    fireEvent.pointerOver(getByRole('button', { name: 'Outside' }));
    fireEvent.focusIn(getByRole('button', { name: 'Outside' }));
    expect(await isOpen(gate)).toBe(false);
    fireEvent.focusIn(getByLabelText('Name'));
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens at once when the part has no prerendered HTML to use meanwhile', async () => {
    const gate = intentGate();
    render(<Part gate={gate} withForm={false} />);
    expect(await isOpen(gate)).toBe(true);
  });
});

describe('openAllGates', () => {
  it('opens every gate still closed, for a navigation that stays on the page', async () => {
    const first = intentGate();
    const second = intentGate();
    first.open();
    expect(await isOpen(second)).toBe(false);
    openAllGates();
    expect(await isOpen(first)).toBe(true);
    expect(await isOpen(second)).toBe(true);
  });
});

describe('useHeldUntilReady', () => {
  it('holds a submit and a click on a scripted button, and does both again once the part works', async () => {
    const gate = intentGate();
    let ready: (() => void) | undefined;
    const { getByRole } = render(
      <Part
        gate={gate}
        withForm
        onReady={(f) => {
          ready = f;
        }}
      />,
    );
    const form = getByRole('form', { name: 'part' });
    const picker = getByRole('button', { name: 'Picker' });
    const submits = vi.fn((event: Event) => event.preventDefault());
    const clicks = vi.fn();
    fireEvent.click(picker);
    const early = fireEvent.submit(form);
    expect(early, 'the early submit was not sent by the browser').toBe(false);
    expect(await isOpen(gate)).toBe(true);
    form.addEventListener('submit', submits);
    picker.addEventListener('click', clicks);
    act(() => ready?.());
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(submits).toHaveBeenCalledTimes(1);
    // Once the part works, nothing is held any more.
    fireEvent.click(picker);
    fireEvent.submit(form);
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(submits).toHaveBeenCalledTimes(2);
  });
});
