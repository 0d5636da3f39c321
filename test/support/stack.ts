/**
 * Access to the ONE local stack the global setup started, from inside tests.
 */
import { inject } from 'vitest';

/** `http://localhost:PORT` of the local gateway. */
export const baseUrl = (): string => inject('baseUrl');

/** The stack's environment (table, bucket, pool ids, emulator endpoints, dummy credentials). */
export const stackEnv = (): Record<string, string> => inject('env');

/**
 * Copies the stack's environment into `process.env`, so the AWS SDK (and modules of `functions/`)
 * used directly in a test talk to the emulators. Call it in `beforeAll` (or at module level).
 */
export function applyStackEnv(): void {
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  Object.assign(process.env, inject('env'));
}
