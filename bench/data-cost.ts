/**
 * Data cost per request: the DynamoDB calls one request makes, the capacity units they consume
 * (`ReturnConsumedCapacity: TOTAL`, read and write) and the items they read, recorded by the
 * `Capture` middleware while the request runs alone. Each route is asked once to warm up, then
 * `runs` times; the figures are medians. Measured at two sizes of the data set (100 and 1,000
 * resumes): a list page must read O(page size) items whatever the table holds, so the items read
 * and the capacity must not grow with the number of records. A Scan anywhere is a failure.
 */
import type { Capture, DynamoCall } from './capture.js';
import { api } from './http.js';
import { median, type Row, verdict } from './report.js';

/** A request whose data cost is measured. */
export interface CostTarget {
  name: string;
  method: string;
  /** Below `/api/v1`, with the query string. */
  path: string;
  admin?: boolean;
  /** A fresh body per request (uploads need a new email each time). */
  body?: () => unknown;
}

/** The cost of one route at one data set size (medians over the runs). */
export interface Cost {
  calls: number;
  /** `Get×2 Query×1`. */
  commands: string;
  readUnits: number;
  writeUnits: number;
  itemsRead: number;
  scans: number;
  status: number;
}

function summarize(calls: DynamoCall[]): Omit<Cost, 'status'> {
  const byCommand = new Map<string, number>();
  for (const c of calls) {
    const name = c.command.replace(/(Item)?Command$/, '');
    byCommand.set(name, (byCommand.get(name) ?? 0) + 1);
  }
  return {
    calls: calls.length,
    commands: [...byCommand].map(([n, k]) => `${n}×${k}`).join(' '),
    readUnits: calls.reduce((n, c) => n + c.readUnits, 0),
    writeUnits: calls.reduce((n, c) => n + c.writeUnits, 0),
    itemsRead: calls.reduce((n, c) => n + c.itemsRead, 0),
    scans: calls.filter((c) => c.command.startsWith('Scan')).length,
  };
}

/** Measures one route: a warm-up request, then `runs` requests alone, medians of each figure. */
export async function measureCost(
  capture: Capture,
  baseUrl: string,
  token: string,
  target: CostTarget,
  runs = 3,
): Promise<Cost> {
  const send = () =>
    api(baseUrl, target.method, target.path, {
      token: target.admin ? token : undefined,
      body: target.body?.(),
    });
  await send();
  const samples: Cost[] = [];
  for (let i = 0; i < runs; i++) {
    capture.reset();
    const res = await send();
    samples.push({ ...summarize(capture.calls), status: res.status });
  }
  const pick = <K extends keyof Cost>(k: K) => samples.map((s) => s[k] as number);
  const mid = samples[Math.floor(samples.length / 2)]!;
  return {
    calls: median(pick('calls')),
    commands: mid.commands,
    readUnits: median(pick('readUnits')),
    writeUnits: median(pick('writeUnits')),
    itemsRead: median(pick('itemsRead')),
    scans: Math.max(...pick('scans')),
    status: mid.status,
  };
}

const units = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** `3 calls (Get×2 Query×1) · 2.5 RCU · 0 WCU · 12 items`. */
export function describeCost(c: Cost): string {
  return `${c.calls} calls (${c.commands || 'none'}) · ${units(c.readUnits)} RCU · ${units(c.writeUnits)} WCU · ${c.itemsRead} items`;
}

/**
 * The rows for each target: its cost at the large size, held to "no Scan, no growth with the
 * number of records" against its cost at the small size.
 */
export function costRows(
  targets: CostTarget[],
  small: Map<string, Cost | Error>,
  large: Map<string, Cost | Error>,
  sizes: { small: number; large: number },
  /** What the sizes count: `resumes`, `applications`, `applications in the posting`. */
  unit = 'resumes',
): Row[] {
  const budget = `no Scan; same items and RCU at ${sizes.small} and ${sizes.large} ${unit}`;
  return targets.map((t): Row => {
    const a = small.get(t.name);
    const b = large.get(t.name);
    if (!a || !b || a instanceof Error || b instanceof Error) {
      const err = [a, b].find((x) => x instanceof Error) as Error | undefined;
      return {
        section: 'data cost',
        name: t.name,
        value: '—',
        budget,
        verdict: 'error',
        note: `measurement failed: ${err?.message ?? 'no figures'}`,
      };
    }
    const grows = b.itemsRead > a.itemsRead || b.readUnits > a.readUnits * 1.2 + 0.5;
    const ok2xx = b.status >= 200 && b.status < 300;
    const problems = [
      b.scans || a.scans ? 'a Scan' : '',
      grows
        ? `reads grow with the data set (${a.itemsRead} → ${b.itemsRead} items, ${units(a.readUnits)} → ${units(b.readUnits)} RCU)`
        : '',
      ok2xx ? '' : `answered ${b.status}`,
    ].filter(Boolean);
    return {
      section: 'data cost',
      name: t.name,
      value: describeCost(b),
      budget,
      verdict: verdict(problems.length === 0),
      note: problems.length ? problems.join('; ') : `at ${sizes.small} ${unit}: ${describeCost(a)}`,
      data: { [sizes.small]: a, [sizes.large]: b },
    };
  });
}
