/**
 * Zod in the browser runs without its compiled parsers ("jitless"). Otherwise Zod's first object
 * schema probes `new Function('')` to see whether it may compile code; the site's
 * Content-Security-Policy (`script-src 'self'`, lib/security-headers.ts) refuses it, and the
 * browser reports a CSP violation on every page whose chunks build a schema (a Lighthouse
 * best-practices issue), although Zod catches the error. With `jitless` Zod skips the probe.
 *
 * Zod reads its settings from `globalThis.__zod_globalConfig` (the object `z.config()` writes), so
 * setting it here, before any module that imports Zod is evaluated, needs no import of Zod in the
 * entry chunk. `main.tsx` imports this module first. The Lambda functions keep the compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
