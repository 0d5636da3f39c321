/**
 * The machine a run was taken on (figures are only comparable on the same one), and the README's
 * bench section, rewritten between its two markers with the latest table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { markdownTable, type Row } from './report.js';

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machine(): Machine {
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** How idle the host must be before Lighthouse runs: share (0-1) over a window (ms), at most `maxMs` (ms) of waiting. */
export const HOST_IDLE = { idleShare: 0.9, windowMs: 2000, maxMs: 60_000 } as const;

/**
 * Resolves once the host's CPUs were at least `idleShare` (0-1) idle over `windowMs` (ms), or
 * after `maxMs` (ms), with the time waited (ms) and the idle share of the last window. Lighthouse
 * scales the page's observed main-thread tasks into its Total Blocking Time, so a run taken while
 * the stack still works through what earlier sections started (OCR, indexing, page writes) scores
 * the host's load, not the page.
 */
export async function hostIdle({ idleShare, windowMs, maxMs } = HOST_IDLE): Promise<{
  waitedMs: number;
  idle: number;
}> {
  const started = Date.now();
  const times = () =>
    cpus().reduce(
      (sum, { times: t }) => ({
        idle: sum.idle + t.idle,
        all: sum.all + t.user + t.nice + t.sys + t.idle + t.irq,
      }),
      { idle: 0, all: 0 },
    );
  for (;;) {
    const before = times();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = times();
    const idle = (after.idle - before.idle) / Math.max(1, after.all - before.all);
    const waitedMs = Date.now() - started;
    if (idle >= idleShare || waitedMs >= maxMs) return { waitedMs, idle };
  }
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/**
 * Replaces what lies between the bench markers of `readmePath` with the run's table (of the
 * per-function bundle rows, only those over budget: the summary rows cover the rest).
 * Returns false (and leaves the file alone) when the markers are missing.
 */
export function updateReadme(readmePath: string, rows: readonly Row[], m: Machine, seconds: number): boolean {
  const text = readFileSync(readmePath, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  const failed = rows.filter((r) => r.verdict === 'fail' || r.verdict === 'error').length;
  const body = [
    '',
    `Latest run: ${m.date.slice(0, 10)} on ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; ` +
      `${Math.round(seconds)} s; ${failed ? `${failed} figures miss their budget` : 'every budget met'}.`,
    '',
    markdownTable(
      rows.filter((r) => r.section !== 'bundle' || r.verdict !== 'pass' || !r.name.includes('/')),
    ),
    '',
    'Functions within the bundle budget are listed in `bench/results.json` (printed by every run).',
    '',
  ].join('\n');
  writeFileSync(readmePath, text.slice(0, start + README_START.length) + body + text.slice(end));
  return true;
}
