import { useEffect, useRef, useState } from 'react';

/** How long after the last keystroke a typed filter is written to the address (ms). */
export const URL_TEXT_DEBOUNCE_MS = 300;

/**
 * A text filter kept in the address (docs/issues: URL state, issue 16 item 3): the input shows what
 * is typed at once, and `apply(text)` writes it to the URL `URL_TEXT_DEBOUNCE_MS` after the last
 * keystroke, so typing does not fire a request per key. Only a change of the typed text restarts the
 * wait: a list that re-renders every few hundred ms (live refreshes) must not hold the filter back
 * forever. When the address changes from elsewhere (Back, a shared link) the input follows it.
 *
 * Input: `urlValue` (the value in the address now), `apply` (writes a new value to the address).
 * Output: `[text, setText]` for the input.
 */
export function useUrlText(urlValue: string, apply: (text: string) => void) {
  const [text, setText] = useState(urlValue);
  const applied = useRef(urlValue);
  // The latest callback, without making it a reason to restart the wait.
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (text.trim() === applied.current.trim()) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      applyRef.current(text);
    }, URL_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (urlValue !== applied.current) {
      applied.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  return [text, setText] as const;
}
