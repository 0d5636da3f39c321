/**
 * `npm run sweep` without a running stack (docs/architecture.md#local-durability): two runs at once
 * on one data directory never crash on a port already in use; one sweeps, the other exits cleanly.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'sweep-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function sweep(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bin/sweep.ts'], {
      env: { ...process.env, LOCAL_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('two sweeps at once without a stack', () => {
  it('both exit 0: one sweeps, the other says another sweep is running; no EADDRINUSE', async () => {
    const runs = await Promise.all([sweep(), sweep()]);
    for (const r of runs) {
      expect(r.code, r.output).toBe(0);
      expect(r.output).not.toMatch(/EADDRINUSE/);
    }
    const outputs = runs.map((r) => r.output);
    expect(outputs.filter((o) => o.includes('"expiredCount"'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('Another sweep is running'))).toHaveLength(1);
    // The lock is released: a third run sweeps.
    const third = await sweep();
    expect(third.code, third.output).toBe(0);
    expect(third.output).toContain('"expiredCount"');
  }, 180_000);
});
