/**
 * The few texts of the floating button, apart from `messages.ts` so the landing page's first
 * download does not pull the upload contract (zod, phone metadata) in with them.
 */
export const launcherMessages = {
  launcher: 'Open the Resume Assistant',
  launcherLoading: 'Opening the Resume Assistant...',
  title: 'Resume Assistant',
} as const;
