/**
 * Resolves in a later task (a zero-delay timeout), so the work before and after it are two tasks
 * on the main thread rather than one long one. A slow phone takes ~4× this machine's time; a task
 * over 50 ms there blocks input (Lighthouse's Total Blocking Time; docs/architecture.md#prerendered-pages).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
