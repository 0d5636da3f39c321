/**
 * Traces and business metrics (docs/operations.md#observability): X-Ray traces from the light
 * tracer of `core/xray.ts` (in Lambda with active tracing: one subsegment per invocation, one per
 * call of every AWS SDK client of `core/clients.ts`; docs/architecture.md#observability) and
 * Powertools Metrics as CloudWatch embedded metric format lines, one per business event.
 *
 * Outside Lambda (the local stack, tests) the tracer is off by itself (no `AWS_EXECUTION_ENV`) and
 * each metric is still one JSON line on stdout, beside the logger's lines.
 * Traces never carry a response or personal data: only the route, the SDK calls and their timing.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { withSourceStack } from './source-stack.js';
import { XRayTracer } from './xray.js';

/** Service name of every trace segment and metric (the logger's too: core/log.ts). */
export const SERVICE_NAME = 'cork-careers';

/** CloudWatch namespace of the business metrics; the dashboard reads them there (lib/constructs/dashboard.ts). */
export const METRICS_NAMESPACE = 'CorkCareers';

/**
 * The business events counted, each a metric of that name (unit Count, dimension `service` only)
 * with the details named here written beside it as EMF metadata: searchable with Logs Insights
 * (the dashboard's breakdowns) but not dimensions, because CloudWatch bills every distinct
 * dimension value as a metric of its own (docs/operations.md#observability, #cost-model).
 */
export const BUSINESS_METRICS = {
  /** An upload form was handed out: `source` = careers form, assistant, apply, profile. */
  CvSubmitted: ['source'],
  /**
   * A file passed the checks and was attached to its submission: `confirmation` = current (it is
   * the record's CV) or unconfirmed (held for its owner's confirmation, docs/requirements.md#cv-confirmation;
   * the owner's confirmation itself is the audit entry `cv.confirmed`, not a metric).
   */
  CvAccepted: ['confirmation'],
  /** A file was refused: `reason` = too-small | too-large | not-a-cv | form-reused. */
  CvRejected: ['reason'],
  /**
   * An accepted file was read: `outcome` = the reading's status (text, a scan handed to OCR,
   * protected, none), or, from the OCR function, `ocr` / `ocr-no-text` once a scan went through OCR.
   */
  CvExtracted: ['outcome'],
  /** A recruiter searched the CVs (`GET /resume?search=`). */
  SearchRun: [],
  /**
   * An object of the search index did not decode (functions/core/search/minisearch-s3.ts): searches
   * answer from the last good copy or the table, and the index is rebuilt; alarmed.
   */
  SearchIndexUnreadable: [],
  /** SES accepted a mail: `template`. */
  MailSent: ['template'],
  /** A mail was given up after its last attempt (an alarm: docs/architecture.md#mail): `template`. */
  MailGivenUp: ['template'],
  /** SES reported a permanent bounce or a complaint: `kind` = bounce | complaint. */
  MailBounced: ['kind'],
  /** A candidate and everything held about them were erased. */
  ErasureDone: [],
} as const satisfies Record<string, readonly string[]>;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;
type Details<M extends BusinessMetric> = { [K in (typeof BUSINESS_METRICS)[M][number]]: string };

export const tracer = new XRayTracer({ serviceName: SERVICE_NAME });

/** Name of the invocation's subsegment: `## index.handler`, as Lambda's `_HANDLER` names the entry. */
const handlerName = () => process.env._HANDLER ?? 'index.handler';

/**
 * `handler` run as one traced invocation (`## index.handler`, core/xray.ts), its response never
 * recorded (personal data). The HTTP chain (core/http/api.ts) wraps its base handler with it.
 */
export function tracedInvocation<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  // A thrown error reaches Lambda's runtime, which logs its stack: in source positions, read from
  // the source map only now (core/source-stack.ts).
  return (event, context) =>
    tracer
      .run(handlerName(), () => handler(event, context))
      .catch((err: unknown) => {
        throw withSourceStack(err);
      });
}

// Made at the first business event: a function that counts none (most) bundles no Metrics code.
let metrics: Metrics | undefined;

/**
 * Counts one business event now (one EMF line, flushed at once so no invocation path can lose it).
 * `details` are the ones `BUSINESS_METRICS` names for the metric, written as metadata; values are
 * short codes, never personal data. Never throws: a metric must not fail the request.
 */
export function countEvent<M extends BusinessMetric>(
  metric: M,
  ...[details]: (typeof BUSINESS_METRICS)[M] extends readonly [] ? [] : [Details<M>]
): void {
  try {
    metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
    const single = metrics.singleMetric();
    for (const [name, value] of Object.entries(details ?? {}) as [string, string][]) {
      single.addMetadata(name, value);
    }
    single.addMetric(metric, MetricUnit.Count, 1);
  } catch {
    // A metric that cannot be written (a dimension value out of EMF's limits) is dropped.
  }
}

/**
 * Wraps a Lambda handler in a traced subsegment of its own (`## index.handler`), without its
 * response (personal data). Used by every event handler (the HTTP chain: core/http/api.ts).
 */
export function traced<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  // middy gives a handler called without a context (tests, the local gateway's direct calls) an empty one.
  return middy(tracedInvocation(handler)) as unknown as (event: E, context?: Context) => Promise<R>;
}

/**
 * `client` with each of its calls recorded as an X-Ray subsegment (service, operation, timing,
 * request id, status; no payload). A pass-through where tracing is off (outside Lambda). Every AWS
 * client of the functions is built through this (docs/operations.md#observability).
 */
export function traceClient<C>(client: C): C {
  return tracer.captureAWSv3Client(client);
}
