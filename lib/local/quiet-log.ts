/**
 * For processes that run the handlers in-process under load (the test stack's global setup, the
 * bench): `LOG_LEVEL=WARN` unless set, so the per-request INFO lines do not flood their output
 * (warnings and errors still show; `LOG_LEVEL=INFO` brings the rest back). A module of its own,
 * imported before any other: `functions/core/log.ts` reads the level when it is first imported.
 */
process.env.LOG_LEVEL ??= 'WARN';
