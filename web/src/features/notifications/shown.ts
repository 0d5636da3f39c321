/**
 * Ids of notifications already shown as a toast, in localStorage under `shownNotifications`
 * (docs/requirements.md#notifications), newest last and trimmed to the latest 50 (docs/requirements.md#admin-limits).
 */
export const SHOWN_KEY = 'shownNotifications';
export const SHOWN_MAX = 50;

export function readShown(): string[] {
  try {
    const raw = localStorage.getItem(SHOWN_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShown(id: string): void {
  const list = readShown().filter((x) => x !== id);
  list.push(id);
  try {
    localStorage.setItem(SHOWN_KEY, JSON.stringify(list.slice(-SHOWN_MAX)));
  } catch {
    // Storage full or blocked: at worst the toast shows again.
  }
}
