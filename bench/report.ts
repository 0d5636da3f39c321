/**
 * The bench's result rows, the statistics they are made of, and the table they print as.
 *
 * A row is one figure: a value (already formatted with its unit), the budget it is held to, and
 * the verdict: `pass` / `fail` against a budget, `info` for a figure without one, `error` when the
 * measurement itself failed (the note says why). Every section returns rows; a section that throws
 * becomes one `error` row instead of ending the run.
 */

export type Verdict = 'pass' | 'fail' | 'info' | 'error';

export interface Row {
  /** Section: `bundle`, `cold start`, `load`, `data cost`, `spa`, `lighthouse`, `upload`. */
  section: string;
  /** What is measured, e.g. `GET /resume?page=1&limit=10`. */
  name: string;
  /** The figure with its unit, e.g. `412 KB min / 128 KB gz`. */
  value: string;
  /** The budget in words, e.g. `≤ 650 KB`; empty for information rows. */
  budget: string;
  verdict: Verdict;
  /** Why a row failed, what limits it, or how it was measured. */
  note?: string;
  /** The raw numbers behind the row, for `bench/results.json`. */
  data?: unknown;
}

/** `pass` when `ok`, else `fail`. */
export const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'fail');

/** Median of `values` (mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The nearest-rank `p`th percentile (0-100) of `sorted` (ascending): the smallest value at or
 * below which `p` % of the values lie; NaN when empty.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** Kibibytes with one decimal below 100, none above: `87.3 KB`, `412 KB`. */
export function kb(bytes: number): string {
  const k = bytes / 1024;
  return `${k < 100 ? k.toFixed(1) : Math.round(k)} KB`;
}

/** Milliseconds, rounded: `143 ms`. */
export const ms = (value: number): string => `${Math.round(value)} ms`;

/** Runs a section; anything it throws becomes one `error` row naming the section. */
export async function section(name: string, work: () => Promise<Row[]>): Promise<Row[]> {
  const started = Date.now();
  process.stderr.write(`[bench] ${name}…\n`);
  try {
    const rows = await work();
    process.stderr.write(`[bench] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return rows;
  } catch (err) {
    process.stderr.write(`[bench] ${name} failed: ${(err as Error)?.stack ?? String(err)}\n`);
    return [
      {
        section: name,
        name: '(section)',
        value: '—',
        budget: '',
        verdict: 'error',
        note: `measurement failed: ${(err as Error)?.message ?? String(err)}`,
      },
    ];
  }
}

/** A row for a measurement that failed on its own (the rest of its section went on). */
export function errorRow(sectionName: string, name: string, err: unknown, budget = ''): Row {
  return {
    section: sectionName,
    name,
    value: '—',
    budget,
    verdict: 'error',
    note: `measurement failed: ${(err as Error)?.message ?? String(err)}`,
  };
}

const MARK: Record<Verdict, string> = { pass: 'pass', fail: 'FAIL', info: 'info', error: 'ERROR' };

/** The rows as a plain-text table for the terminal (notes on their own indented line). */
export function textTable(rows: readonly Row[]): string {
  const head = ['section', 'figure', 'value', 'budget', 'result'];
  const cells = rows.map((r) => [r.section, r.name, r.value, r.budget, MARK[r.verdict]]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('  ')];
  rows.forEach((r, i) => {
    out.push(line(cells[i]!));
    if (r.note && r.verdict !== 'pass') out.push(`    ↳ ${r.note}`);
  });
  return out.join('\n');
}

/** The rows as a Markdown table (README). */
export function markdownTable(rows: readonly Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const out = ['| section | figure | value | budget | result |', '|---|---|---|---|---|'];
  for (const r of rows) {
    const note = r.note && r.verdict !== 'pass' ? ` (${esc(r.note)})` : '';
    out.push(
      `| ${esc(r.section)} | ${esc(r.name)} | ${esc(r.value)} | ${esc(r.budget)} | ${MARK[r.verdict]}${note} |`,
    );
  }
  return out.join('\n');
}
