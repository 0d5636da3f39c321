/**
 * The cost model of docs/operations.md#cost-model: its arithmetic (the total is the sum of its lines,
 * more traffic never costs less, the fixed part is there with no traffic), the always-free
 * allowances, the budget at the traffic with the assumed figures, and its link to the stack
 * (one custom metric per business event, within CloudWatch's free ten).
 */
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_FREE,
  ASSUMED,
  BASE_TRAFFIC,
  COST_BUDGET_USD,
  costModelRows,
  measuredFromRows,
  monthlyCost,
  PRICES,
  STACK_UNITS,
} from '../../bench/cost-model.js';
import type { Row } from '../../bench/report.js';
import { BUSINESS_METRICS } from '../../functions/core/observability.js';

const line = (c: ReturnType<typeof monthlyCost>, service: string) =>
  c.lines.find((l) => l.service === service)?.usd ?? Number.NaN;

describe('cost model', () => {
  it('adds its lines up, and more traffic never costs less', () => {
    const base = monthlyCost(BASE_TRAFFIC);
    expect(base.total).toBeCloseTo(
      base.lines.reduce((s, l) => s + l.usd, 0),
      10,
    );
    const tenfold = monthlyCost({ cvsPerMonth: 10_000, pageViewsPerMonth: 500_000 });
    for (const l of base.lines) expect(line(tenfold, l.service), l.service).toBeGreaterThanOrEqual(l.usd);
    expect(tenfold.total).toBeGreaterThan(base.total);
  });

  it('bills the web ACL, its rules, the secret and the dashboard with no traffic at all', () => {
    const idle = monthlyCost({ cvsPerMonth: 0, pageViewsPerMonth: 0 });
    expect(line(idle, 'AWS WAF')).toBeCloseTo(
      PRICES.wafPerWebAcl + STACK_UNITS.wafRules * PRICES.wafPerRule,
      6,
    );
    expect(line(idle, 'Secrets Manager')).toBeCloseTo(PRICES.secretPerMonth, 6);
    expect(line(idle, 'CloudWatch')).toBeGreaterThanOrEqual(PRICES.dashboardPerMonth);
    expect(line(idle, 'Lambda (arm64)')).toBe(0);
  });

  it('stays within the budget at 1,000 CVs and 50,000 page views with the assumed figures', () => {
    expect(monthlyCost(BASE_TRAFFIC).total).toBeLessThanOrEqual(COST_BUDGET_USD);
  });

  it('subtracts the always-free allowances: Lambda costs nothing below a million requests', () => {
    const small = monthlyCost(BASE_TRAFFIC);
    expect(line(small, 'Lambda (arm64)')).toBe(0);
    const huge = monthlyCost({ cvsPerMonth: 200_000, pageViewsPerMonth: 5_000_000 });
    expect(line(huge, 'Lambda (arm64)')).toBeGreaterThan(0);
    expect(ALWAYS_FREE.lambdaRequests).toBe(1_000_000);
  });

  it('counts one custom metric per business event, within the ten CloudWatch does not bill', () => {
    expect(STACK_UNITS.customMetrics).toBe(Object.keys(BUSINESS_METRICS).length);
    expect(STACK_UNITS.customMetrics).toBeLessThanOrEqual(ALWAYS_FREE.customMetrics);
  });

  it("uses a run's measured figures where it has them, and prints the headline against the budget", () => {
    const rows: Row[] = [
      {
        section: 'data cost',
        name: 'GET /public/job-postings',
        value: '',
        budget: '',
        verdict: 'pass',
        data: { 100: { readUnits: 2, writeUnits: 0 }, 1000: { readUnits: 50, writeUnits: 0 } },
      },
      {
        section: 'load',
        name: 'POST /resume/upload',
        value: '',
        budget: '',
        verdict: 'info',
        data: { p50: 900 },
      },
    ];
    const measured = measuredFromRows(rows);
    expect(measured.readUnits?.publicRead).toBe(50);
    expect(measured.latencyMs?.upload).toBe(900);
    expect(measured.pageBytes).toBeUndefined();
    const heavier = monthlyCost(BASE_TRAFFIC, measured);
    expect(line(heavier, 'DynamoDB')).toBeGreaterThan(line(monthlyCost(BASE_TRAFFIC), 'DynamoDB'));
    const [headline, tenfold] = costModelRows(measured);
    expect(headline?.section).toBe('cost');
    expect(headline?.value).toMatch(/^\$\d+\.\d\d$/);
    expect(headline?.budget).toBe(`≤ $${COST_BUDGET_USD}`);
    expect(headline?.note).toContain('measured: request units, latencies');
    expect(tenfold?.verdict).toBe('info');
    expect(ASSUMED.readUnits.publicRead).toBeGreaterThan(0);
  });
});
