/**
 * Lambda's asynchronous semantics on the local platform (docs/architecture.md#local-durability): a
 * failing event is tried three times in all, then parked in the dead-letter file; one that recovers
 * on a retry is not parked; a retry waits for the emulators to answer again, at most a bounded time.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASYNC_RETRIES, invokeAsync } from '../../lib/local/gateway/invoke.js';

const dir = mkdtempSync(join(tmpdir(), 'dlq-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
vi.spyOn(console, 'error').mockImplementation(() => undefined);
const delaysMs = [10, 20];

describe('invokeAsync', () => {
  it('a transient fault: the second attempt succeeds, nothing parked', async () => {
    const file = join(dir, 'transient.jsonl');
    const run = vi.fn().mockRejectedValueOnce(new Error('ThrottlingException')).mockResolvedValue('ok');
    await invokeAsync(
      'events/cv-received',
      { Records: [] },
      { deadLetterFile: file, run, delaysMs: [10, 20] },
    );
    expect(run).toHaveBeenCalledTimes(2);
    expect(existsSync(file)).toBe(false);
  });

  it('a lasting fault: 1 + 2 retries, then the event is parked with its error', async () => {
    const file = join(dir, 'lasting.jsonl');
    const event = { Records: [{ s3: { object: { key: 'quarantine/a/b' } } }] };
    const run = vi.fn().mockRejectedValue(new Error('S3 is down'));
    await invokeAsync('events/cv-received', event, { deadLetterFile: file, run, delaysMs: [10, 20] });
    expect(run).toHaveBeenCalledTimes(1 + ASYNC_RETRIES);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { at: expect.any(String), handler: 'events/cv-received', attempts: 3, error: 'S3 is down', event },
    ]);
  }, 10_000);

  it('a retry waits until the emulators answer again, then succeeds; nothing parked', async () => {
    const file = join(dir, 'restarting.jsonl');
    const order: string[] = [];
    const answers = [false, false, true];
    const answering = vi.fn(async () => {
      const up = answers.shift() ?? true;
      order.push(up ? 'up' : 'down');
      return up;
    });
    const run = vi.fn(async () => {
      order.push('run');
      if (order.length === 1) throw new Error('connect ECONNREFUSED');
    });
    await invokeAsync(
      'events/cv-received',
      { Records: [] },
      { deadLetterFile: file, answering, run, delaysMs },
    );
    expect(order).toEqual(['run', 'down', 'down', 'up', 'run']);
    expect(existsSync(file)).toBe(false);
  }, 10_000);

  it('emulators that never answer: each retry runs after the longest wait, then the event is parked', async () => {
    const file = join(dir, 'never.jsonl');
    const answering = vi.fn().mockRejectedValue(new Error('probe failed'));
    const run = vi.fn().mockRejectedValue(new Error('connect ECONNREFUSED'));
    const started = Date.now();
    const options = { deadLetterFile: file, answering, run, delaysMs, readyMaxMs: 200 };
    await invokeAsync('events/cv-received', { Records: [] }, options);
    expect(run).toHaveBeenCalledTimes(1 + ASYNC_RETRIES);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 200);
    expect(readFileSync(file, 'utf8')).toContain('connect ECONNREFUSED');
  }, 10_000);
});
