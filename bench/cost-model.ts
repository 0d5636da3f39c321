/**
 * The monthly AWS bill of one stage (docs/operations.md#cost-model): a traffic model (CVs handed in
 * and page views a month), turned into requests, invocations, GB-seconds, request units, bytes and
 * mails, priced per service with eu-west-1 list prices. Inputs measured by the bench (read and
 * write units per request, warm latency per route, the landing page's transfer size) replace the
 * assumed figures when a run has them; the memory settings come from the stack
 * (`FUNCTION_MEMORY_MB`), the alarm and metric counts from the stack's own constants.
 *
 * Units: USD a month; bytes; milliseconds. Always-free allowances (the ones that do not expire
 * after 12 months) are subtracted; the 12-month free tier of a new account is not.
 */
import { BUSINESS_METRICS } from '../functions/core/observability.js';
import { FUNCTION_MEMORY_MB } from '../lib/constructs/api-function.js';
import { kb, type Row } from './report.js';

/**
 * List prices, eu-west-1 (Ireland), USD, as on the AWS pricing pages on {@link PRICES_AS_OF}
 * (aws.amazon.com/{lambda,api-gateway,dynamodb,s3,cloudfront,waf,cognito,ses,cloudwatch,xray,secrets-manager}/pricing/).
 */
export const PRICES_AS_OF = '2026-11-01';
export const PRICES = {
  lambdaGbSecondArm: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillion: 1.11,
  websocketPerMillionMessages: 1.14,
  websocketPerMillionConnectionMinutes: 0.285,
  dynamoPerMillionWriteUnits: 0.7068,
  dynamoPerMillionReadUnits: 0.1413,
  dynamoStoragePerGbMonth: 0.283,
  dynamoPitrPerGbMonth: 0.2264,
  s3StoragePerGbMonth: 0.023,
  s3PerThousandWrites: 0.005,
  s3PerThousandReads: 0.0004,
  cloudFrontPerGbOut: 0.085,
  cloudFrontPerTenThousandHttps: 0.012,
  cloudFrontFunctionsPerMillion: 0.1,
  wafPerWebAcl: 5,
  wafPerRule: 1,
  wafPerMillionRequests: 0.6,
  cognitoPerMauAboveFree: 0.015,
  /** The admin pool is on the Plus plan (threat protection, lib/constructs/auth.ts): no free MAUs. */
  cognitoPlusPerMau: 0.02,
  sesPerThousandMails: 0.1,
  logsIngestPerGb: 0.57,
  logsStoragePerGbMonth: 0.03,
  customMetricPerMonth: 0.3,
  alarmPerMetricMonth: 0.1,
  dashboardPerMonth: 3,
  xrayPerMillionTraces: 5,
  secretPerMonth: 0.4,
} as const;

/** Allowances that never expire (Lambda, CloudFront, CloudWatch, X-Ray, DynamoDB storage, Cognito). */
export const ALWAYS_FREE = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  cloudFrontBytes: 1e12,
  cloudFrontRequests: 10_000_000,
  cloudFrontFunctions: 2_000_000,
  customMetrics: 10,
  alarmMetrics: 10,
  /** Three dashboards of up to 50 metrics each; ours has more, so it is billed. */
  dashboardsUpTo50Metrics: 3,
  logsIngestBytes: 5e9,
  xrayTraces: 100_000,
  dynamoStorageBytes: 25e9,
  cognitoMau: 10_000,
} as const;

/** What the stack holds that is billed per unit whatever the traffic (lib/ and its tests). */
export const STACK_UNITS = {
  /** WAF: one web ACL with the rate rule and the AWS common rule set (lib/edge-stack.ts). */
  wafRules: 2,
  /**
   * Metrics the alarms watch with mail on (each billed; a metric-math alarm per metric in it):
   * checked against the template by test/infra/mail.test.ts.
   */
  alarmMetrics: 14,
  /** The origin-verify secret (lib/constructs/site.ts). */
  secrets: 1,
  /** One dashboard (lib/constructs/dashboard.ts), over 50 metrics. */
  dashboards: 1,
  /** One custom metric per business event: details are EMF metadata, not dimensions. */
  customMetrics: Object.keys(BUSINESS_METRICS).length,
} as const;

/** Traffic of a month. */
export interface Traffic {
  cvsPerMonth: number;
  pageViewsPerMonth: number;
}

/** The scenario of issue 21: 1,000 CVs and 50,000 page views a month. */
export const BASE_TRAFFIC: Traffic = { cvsPerMonth: 1_000, pageViewsPerMonth: 50_000 };

/** Figures a bench run measured; any missing one falls back to {@link ASSUMED}. */
export interface Measured {
  /** Read / write request units of one request, by kind. */
  readUnits?: Partial<Record<RequestKind, number>>;
  writeUnits?: Partial<Record<RequestKind, number>>;
  /** Warm latency p50 (ms) of one request through the local stack: an upper bound of billed duration. */
  latencyMs?: Partial<Record<RequestKind, number>>;
  /** Bytes a first visit to a public page transfers (JS and CSS, gzip; mean over the measured pages). */
  pageBytes?: number;
  /** Files a first visit to a public page loads (mean over the measured pages), the HTML included. */
  requestsPerView?: number;
}

export type RequestKind = 'publicRead' | 'upload' | 'adminRead' | 'other';

/** What a run did not measure: stated, not hidden (docs/operations.md#cost-model). */
export const ASSUMED = {
  readUnits: { publicRead: 5, upload: 1, adminRead: 4, other: 3 } as Record<RequestKind, number>,
  writeUnits: { publicRead: 0, upload: 8, adminRead: 0, other: 2 } as Record<RequestKind, number>,
  latencyMs: { publicRead: 250, upload: 300, adminRead: 200, other: 200 } as Record<RequestKind, number>,
  pageBytes: 250_000,
  /** CloudFront requests per page view (HTML, JS chunks, CSS, fonts, images, config). */
  requestsPerView: 10,
  /** Share of page views that ask the API for the job postings (careers, jobs, a posting). */
  apiShareOfViews: 0.5,
  /** Upload status polls per CV (the verdict arrives in 1–3 s). */
  pollsPerCv: 3,
  /** Candidate account requests per CV (sign-up, confirm, login, refresh, profile, /my-data). */
  accountRequestsPerCv: 4,
  /** Recruiter requests per CV (list, details, download, status, notes). */
  adminRequestsPerCv: 15,
  /** Mails per CV: acknowledgement, a share of reminders and status mails. */
  mailsPerCv: 2.5,
  /** cv-received: duration (ms) and write units per accepted file, plus text beside it. */
  cvReceivedMs: 1_500,
  cvReceivedWriteUnits: 12,
  /** Share of CVs that are scans, and OCR seconds per scan. */
  ocrShare: 0.05,
  ocrMs: 8_000,
  /** CV size (bytes) and how long it is kept (months: 90 days). */
  cvBytes: 300_000,
  retentionMonths: 3,
  /** Bytes of table data per candidate (record, submissions, applications, notifications, mails). */
  itemBytesPerCv: 8_000,
  /** Log bytes per invocation (the request line and Lambda's report) and API access log line. */
  logBytesPerInvocation: 1_200,
  /** Admin accounts signing in in a month (the admin pool, Plus plan). */
  adminUsers: 5,
  /** Recruiters connected to the notifications WebSocket: people × working hours a month. */
  websocketConnectionMinutes: 5 * 20 * 8 * 60,
} as const;

export interface CostLine {
  service: string;
  usd: number;
  /** How the figure is made (units × price), for the doc and the bench note. */
  how: string;
}

/** The monthly cost by service of `traffic`, with what was measured and the rest assumed. */
export function monthlyCost(traffic: Traffic, measured: Measured = {}): { lines: CostLine[]; total: number } {
  const A = ASSUMED;
  const pick = <K extends RequestKind>(
    m: Partial<Record<RequestKind, number>> | undefined,
    d: Record<RequestKind, number>,
    k: K,
  ) => m?.[k] ?? d[k];
  const cvs = traffic.cvsPerMonth;
  const views = traffic.pageViewsPerMonth;
  const requests: Record<RequestKind, number> = {
    publicRead: views * A.apiShareOfViews + cvs * A.pollsPerCv,
    upload: cvs,
    adminRead: cvs * A.adminRequestsPerCv,
    other: cvs * A.accountRequestsPerCv,
  };
  const kinds = Object.keys(requests) as RequestKind[];
  const apiRequests = kinds.reduce((n, k) => n + requests[k], 0);
  const ocrRuns = cvs * A.ocrShare;
  const sweeps = 30;
  const wsMessages = cvs * 5;
  const invocations = apiRequests + cvs + ocrRuns + sweeps + wsMessages;

  const gbSeconds =
    kinds.reduce(
      (s, k) =>
        s +
        (requests[k] * pick(measured.latencyMs, A.latencyMs, k) * FUNCTION_MEMORY_MB.default) / 1024 / 1000,
      0,
    ) +
    (cvs * A.cvReceivedMs * FUNCTION_MEMORY_MB.cvReceived) / 1024 / 1000 +
    (ocrRuns * A.ocrMs * FUNCTION_MEMORY_MB.cvOcr) / 1024 / 1000 +
    (sweeps * 60_000 * FUNCTION_MEMORY_MB.expirySweep) / 1024 / 1000;
  const lambda =
    (Math.max(0, invocations - ALWAYS_FREE.lambdaRequests) / 1e6) * PRICES.lambdaPerMillionRequests +
    Math.max(0, gbSeconds - ALWAYS_FREE.lambdaGbSeconds) * PRICES.lambdaGbSecondArm;

  const readUnits =
    kinds.reduce((s, k) => s + requests[k] * pick(measured.readUnits, A.readUnits, k), 0) + cvs * 4;
  const writeUnits =
    kinds.reduce((s, k) => s + requests[k] * pick(measured.writeUnits, A.writeUnits, k), 0) +
    cvs * A.cvReceivedWriteUnits;
  const tableBytes = cvs * A.retentionMonths * A.itemBytesPerCv;
  const dynamo =
    (writeUnits / 1e6) * PRICES.dynamoPerMillionWriteUnits +
    (readUnits / 1e6) * PRICES.dynamoPerMillionReadUnits +
    (Math.max(0, tableBytes - ALWAYS_FREE.dynamoStorageBytes) / 1e9) * PRICES.dynamoStoragePerGbMonth +
    (tableBytes / 1e9) * PRICES.dynamoPitrPerGbMonth;

  const pageBytes = measured.pageBytes ?? A.pageBytes;
  const requestsPerView = measured.requestsPerView ?? A.requestsPerView;
  const cfRequests = views * requestsPerView + apiRequests;
  const cfBytes = views * pageBytes;
  const cloudFront =
    (Math.max(0, cfBytes - ALWAYS_FREE.cloudFrontBytes) / 1e9) * PRICES.cloudFrontPerGbOut +
    (Math.max(0, cfRequests - ALWAYS_FREE.cloudFrontRequests) / 1e4) * PRICES.cloudFrontPerTenThousandHttps +
    (Math.max(0, views * requestsPerView - ALWAYS_FREE.cloudFrontFunctions) / 1e6) *
      PRICES.cloudFrontFunctionsPerMillion;

  const waf =
    PRICES.wafPerWebAcl +
    STACK_UNITS.wafRules * PRICES.wafPerRule +
    (cfRequests / 1e6) * PRICES.wafPerMillionRequests;
  const apiGateway =
    (apiRequests / 1e6) * PRICES.httpApiPerMillion +
    (wsMessages / 1e6) * PRICES.websocketPerMillionMessages +
    (A.websocketConnectionMinutes / 1e6) * PRICES.websocketPerMillionConnectionMinutes;
  const cvBytesHeld = cvs * A.retentionMonths * A.cvBytes * 1.1; // the text beside each file
  const s3 =
    (cvBytesHeld / 1e9) * PRICES.s3StoragePerGbMonth +
    ((cvs * 4) / 1000) * PRICES.s3PerThousandWrites +
    ((cvs * (3 + A.adminRequestsPerCv / 5)) / 1000) * PRICES.s3PerThousandReads;
  const ses = ((cvs * A.mailsPerCv) / 1000) * PRICES.sesPerThousandMails;
  const logBytes = invocations * A.logBytesPerInvocation + apiRequests * 500;
  const cloudWatch =
    (Math.max(0, logBytes - ALWAYS_FREE.logsIngestBytes) / 1e9) * PRICES.logsIngestPerGb +
    ((logBytes * 1) / 1e9) * PRICES.logsStoragePerGbMonth +
    Math.max(0, STACK_UNITS.customMetrics - ALWAYS_FREE.customMetrics) * PRICES.customMetricPerMonth +
    Math.max(0, STACK_UNITS.alarmMetrics - ALWAYS_FREE.alarmMetrics) * PRICES.alarmPerMetricMonth +
    STACK_UNITS.dashboards * PRICES.dashboardPerMonth;
  const traces = apiRequests + cvs + ocrRuns + sweeps;
  const xray = (Math.max(0, traces - ALWAYS_FREE.xrayTraces) / 1e6) * PRICES.xrayPerMillionTraces;
  const secrets = STACK_UNITS.secrets * PRICES.secretPerMonth;
  const candidatesMau = cvs * 0.3;
  const cognito =
    Math.max(0, candidatesMau - ALWAYS_FREE.cognitoMau) * PRICES.cognitoPerMauAboveFree +
    A.adminUsers * PRICES.cognitoPlusPerMau;

  const n = (x: number) => Math.round(x).toLocaleString('en-IE');
  const lines: CostLine[] = [
    {
      service: 'AWS WAF',
      usd: waf,
      how: `web ACL + ${STACK_UNITS.wafRules} rules + ${n(cfRequests)} requests`,
    },
    {
      service: 'CloudWatch',
      usd: cloudWatch,
      how: `1 dashboard, ${STACK_UNITS.alarmMetrics} alarm metrics, ${STACK_UNITS.customMetrics} custom metrics, ${kb(logBytes)} logs`,
    },
    { service: 'Secrets Manager', usd: secrets, how: `${STACK_UNITS.secrets} secret` },
    { service: 'Amazon SES', usd: ses, how: `${n(cvs * A.mailsPerCv)} mails` },
    {
      service: 'API Gateway',
      usd: apiGateway,
      how: `${n(apiRequests)} HTTP requests, ${n(wsMessages)} WebSocket messages`,
    },
    {
      service: 'DynamoDB',
      usd: dynamo,
      how: `${n(readUnits)} RRU, ${n(writeUnits)} WRU, ${kb(tableBytes)} + PITR`,
    },
    { service: 'Amazon S3', usd: s3, how: `${kb(cvBytesHeld)} of CVs kept 90 days` },
    { service: 'Lambda (arm64)', usd: lambda, how: `${n(invocations)} invocations, ${n(gbSeconds)} GB-s` },
    { service: 'CloudFront', usd: cloudFront, how: `${n(cfRequests)} requests, ${kb(cfBytes)} out` },
    { service: 'X-Ray', usd: xray, how: `${n(traces)} traces` },
    {
      service: 'Cognito',
      usd: cognito,
      how: `${n(candidatesMau)} candidate MAU, ${A.adminUsers} admins on Plus`,
    },
  ];
  return { lines, total: lines.reduce((s, l) => s + l.usd, 0) };
}

/** Monthly budget of the base traffic, WAF included (issue 21). */
export const COST_BUDGET_USD = 12;

/** The bench rows: the base traffic's total against the budget, and 10× that traffic. */
export function costModelRows(measured: Measured): Row[] {
  const base = monthlyCost(BASE_TRAFFIC, measured);
  const tenfold = monthlyCost(
    { cvsPerMonth: BASE_TRAFFIC.cvsPerMonth * 10, pageViewsPerMonth: BASE_TRAFFIC.pageViewsPerMonth * 10 },
    measured,
  );
  const top = (c: { lines: CostLine[] }) =>
    [...c.lines]
      .sort((a, b) => b.usd - a.usd)
      .slice(0, 4)
      .map((l) => `${l.service} $${l.usd.toFixed(2)}`)
      .join(', ');
  const measuredNote = [
    measured.readUnits ? 'request units' : '',
    measured.latencyMs ? 'latencies' : '',
    measured.pageBytes ? 'page weight' : '',
    measured.requestsPerView ? 'files per page' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    {
      section: 'cost',
      name: `monthly AWS cost at ${BASE_TRAFFIC.cvsPerMonth.toLocaleString('en-IE')} CVs and ${BASE_TRAFFIC.pageViewsPerMonth.toLocaleString('en-IE')} page views`,
      value: `$${base.total.toFixed(2)}`,
      budget: `≤ $${COST_BUDGET_USD}`,
      verdict: base.total <= COST_BUDGET_USD ? 'pass' : 'fail',
      note: `${top(base)}; measured: ${measuredNote || 'none'}; prices eu-west-1 ${PRICES_AS_OF}`,
      data: { ...base, measured },
    },
    {
      section: 'cost',
      name: 'monthly AWS cost at 10× that traffic',
      value: `$${tenfold.total.toFixed(2)}`,
      budget: '',
      verdict: 'info',
      note: top(tenfold),
      data: tenfold,
    },
  ];
}

/**
 * The measured inputs of a bench run, read from its rows: request units of the data-cost rows (at
 * the larger data set), warm p50 latencies of the load rows, page weight and files of the spa rows.
 */
export function measuredFromRows(rows: readonly Row[]): Measured {
  const find = (section: string, name: string) => rows.find((r) => r.section === section && r.name === name);
  // Data-cost rows hold one cost per data set size ({ 100: cost, 1000: cost }): the largest is used.
  const cost = (name: string) => {
    const data = find('data cost', name)?.data as
      | Record<string, { readUnits: number; writeUnits: number }>
      | undefined;
    const largest = Object.keys(data ?? {})
      .map(Number)
      .filter((n) => !Number.isNaN(n))
      .sort((a, b) => b - a)[0];
    return largest === undefined ? undefined : { large: data?.[String(largest)] };
  };
  const p50 = (name: string) => (find('load', name)?.data as { p50?: number } | undefined)?.p50;
  const units = (key: 'readUnits' | 'writeUnits') => {
    const out: Partial<Record<RequestKind, number>> = {};
    const set = (kind: RequestKind, name: string) => {
      const v = cost(name)?.large?.[key];
      if (typeof v === 'number') out[kind] = v;
    };
    set('publicRead', 'GET /public/job-postings');
    set('upload', 'POST /resume/upload (new candidate)');
    set('adminRead', 'GET /resume?page=1&limit=10');
    return Object.keys(out).length ? out : undefined;
  };
  const latencyMs: Partial<Record<RequestKind, number>> = {};
  for (const [kind, name] of [
    ['publicRead', 'GET /public/job-postings'],
    ['upload', 'POST /resume/upload'],
    ['adminRead', 'GET /resume?page=1&limit=10'],
  ] as const) {
    const v = p50(name);
    if (typeof v === 'number') latencyMs[kind] = v;
  }
  const pages = rows
    .filter((r) => r.section === 'spa' && r.name.endsWith('initial JS + CSS (gzip)'))
    .map((r) => r.data as { jsGzip: number; cssGzip: number; files: unknown[] } | undefined)
    .filter((d): d is { jsGzip: number; cssGzip: number; files: unknown[] } => Boolean(d));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    readUnits: units('readUnits'),
    writeUnits: units('writeUnits'),
    latencyMs: Object.keys(latencyMs).length ? latencyMs : undefined,
    pageBytes: pages.length ? mean(pages.map((p) => p.jsGzip + p.cssGzip)) : undefined,
    requestsPerView: pages.length ? mean(pages.map((p) => p.files.length + 1)) : undefined,
  };
}
