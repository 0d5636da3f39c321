/**
 * Import aliases of the SPA: `@/` is `web/src/`, `@functions/` is `functions/` (the shared contract
 * the SPA imports). The same pairs are in tsconfig.json `paths`; the Vite build and the vitest
 * projects that load web code read them from here.
 */
import { fileURLToPath } from 'node:url';

export const webAliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@functions/': fileURLToPath(new URL('../functions/', import.meta.url)),
};
