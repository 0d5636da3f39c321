/**
 * Lambda's asynchronous semantics on the local platform (docs/architecture.md#local-durability): a
 * failing event is tried three times in all, then parked in the dead-letter file; one that recovers
 * on a retry is not parked.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASYNC_RETRIES, invokeAsync } from '../../lib/local/gateway/invoke.js';

const dir = mkdtempSync(join(tmpdir(), 'dlq-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('invokeAsync', () => {
  it('a transient fault: the second attempt succeeds, nothing parked', async () => {
    const file = join(dir, 'transient.jsonl');
    const run = vi.fn().mockRejectedValueOnce(new Error('ThrottlingException')).mockResolvedValue('ok');
    await invokeAsync('events/cv-received', { Records: [] }, file, { run, delaysMs: [10, 20] });
    expect(run).toHaveBeenCalledTimes(2);
    expect(existsSync(file)).toBe(false);
  });

  it('a lasting fault: 1 + 2 retries, then the event is parked with its error', async () => {
    const file = join(dir, 'lasting.jsonl');
    const event = { Records: [{ s3: { object: { key: 'quarantine/a/b' } } }] };
    const run = vi.fn().mockRejectedValue(new Error('S3 is down'));
    await invokeAsync('events/cv-received', event, file, { run, delaysMs: [10, 20] });
    expect(run).toHaveBeenCalledTimes(1 + ASYNC_RETRIES);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { at: expect.any(String), handler: 'events/cv-received', attempts: 3, error: 'S3 is down', event },
    ]);
  }, 10_000);
});
