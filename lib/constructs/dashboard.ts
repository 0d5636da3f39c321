import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  BUSINESS_METRICS,
  type BusinessMetric,
  METRICS_NAMESPACE,
  SERVICE_NAME,
} from '../../functions/core/observability.js';

export interface OperationsDashboardProps {
  readonly api: apigwv2.HttpApi;
  /** The functions of each area (the route stacks, the event functions, the WebSocket), by area name. */
  readonly functionsByArea: ReadonlyMap<string, readonly lambda.IFunction[]>;
  readonly table: dynamodb.ITable;
  /** The dead-letter queues, by a short name. */
  readonly deadLetterQueues: ReadonlyMap<string, sqs.IQueue>;
  /** Log groups of the functions that write each broken-down business metric (`breakdownQuery`). */
  readonly breakdowns: ReadonlyMap<BusinessMetric, readonly logs.ILogGroup[]>;
}

const PERIOD = Duration.minutes(5);

/**
 * The one CloudWatch dashboard of the stage (docs/operations.md#observability): the HTTP API's
 * 4xx/5xx and p95 latency; per area the functions' errors and throttles (summed) and the slowest
 * p95 duration; DynamoDB throttles and consumed capacity; each dead-letter queue's depth and the
 * age of its oldest message; every business metric of `BUSINESS_METRICS` (functions/core/observability.ts),
 * and Logs Insights breakdowns of the ones with details (rejections by reason).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { api, functionsByArea, table, deadLetterQueues, breakdowns } = props;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(1),
      periodOverride: cloudwatch.PeriodOverride.AUTO,
    });
    const sum = { period: PERIOD, statistic: cloudwatch.Stats.SUM };
    const graph = (title: string, left: cloudwatch.IMetric[], width = 8) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6 });

    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: '# Cork careers\nRunbook and what each alarm means: docs/operations.md in the repository.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API answers 4xx / 5xx', [
        api.metricClientError({ ...sum, label: '4xx' }),
        api.metricServerError({ ...sum, label: '5xx' }),
      ]),
      graph('API latency p95 (ms)', [
        api.metricLatency({ period: PERIOD, statistic: cloudwatch.Stats.p(95), label: 'latency p95' }),
        api.metricIntegrationLatency({
          period: PERIOD,
          statistic: cloudwatch.Stats.p(95),
          label: 'integration p95',
        }),
      ]),
      graph('API requests', [api.metricCount({ ...sum, label: 'requests' })]),
    );

    const perArea = (
      metricOf: (fn: lambda.IFunction) => cloudwatch.Metric,
      expression: 'SUM' | 'MAX',
      label: string,
    ) =>
      [...functionsByArea].map(
        ([area, fns], a) =>
          new cloudwatch.MathExpression({
            // Ids are unique across the graph's expressions: CloudWatch refuses one id for two metrics.
            expression: `${expression}([${fns.map((_, i) => `a${a}f${i}`).join(',')}])`,
            usingMetrics: Object.fromEntries(fns.map((fn, i) => [`a${a}f${i}`, metricOf(fn)])),
            period: PERIOD,
            label: `${area} ${label}`,
          }),
      );
    this.dashboard.addWidgets(
      graph(
        'Lambda errors by area',
        perArea((fn) => fn.metricErrors(sum), 'SUM', 'errors'),
      ),
      graph(
        'Lambda throttles by area',
        perArea((fn) => fn.metricThrottles(sum), 'SUM', 'throttles'),
      ),
      graph(
        'Lambda duration p95 by area (slowest function, ms)',
        perArea(
          (fn) => fn.metricDuration({ period: PERIOD, statistic: cloudwatch.Stats.p(95) }),
          'MAX',
          'p95',
        ),
      ),
    );

    this.dashboard.addWidgets(
      graph('DynamoDB throttle events', [
        table.metric('ReadThrottleEvents', { ...sum, label: 'read throttles' }),
        table.metric('WriteThrottleEvents', { ...sum, label: 'write throttles' }),
      ]),
      graph('DynamoDB consumed capacity', [
        table.metricConsumedReadCapacityUnits({ ...sum, label: 'RCU' }),
        table.metricConsumedWriteCapacityUnits({ ...sum, label: 'WCU' }),
      ]),
      graph(
        'Dead-letter queues: messages and oldest age (s)',
        [...deadLetterQueues].flatMap(([name, queue]) => [
          queue.metricApproximateNumberOfMessagesVisible({
            period: PERIOD,
            statistic: cloudwatch.Stats.MAXIMUM,
            label: `${name} messages`,
          }),
          queue.metricApproximateAgeOfOldestMessage({
            period: PERIOD,
            statistic: cloudwatch.Stats.MAXIMUM,
            label: `${name} oldest (s)`,
          }),
        ]),
      ),
    );

    const business = (Object.keys(BUSINESS_METRICS) as BusinessMetric[]).map((name) =>
      graph(name, [businessMetric(name)], 6),
    );
    for (let i = 0; i < business.length; i += 4) this.dashboard.addWidgets(...business.slice(i, i + 4));
    this.dashboard.addWidgets(
      ...[...breakdowns].map(
        ([metric, groups]) =>
          new cloudwatch.LogQueryWidget({
            title: `${metric} by ${BUSINESS_METRICS[metric][0]}`,
            logGroupNames: groups.map((g) => g.logGroupName),
            queryLines: [breakdownQuery(metric)],
            view: cloudwatch.LogQueryVisualizationType.TABLE,
            width: 8,
            height: 6,
          }),
      ),
    );
  }
}

/** A business metric as the functions write it: EMF, `METRICS_NAMESPACE`, dimension `service`, hourly sums. */
export function businessMetric(name: BusinessMetric): cloudwatch.IMetric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    period: Duration.hours(1),
    statistic: cloudwatch.Stats.SUM,
    label: name,
  });
}

/**
 * Logs Insights query of the breakdown of `metric` by its first detail (`BUSINESS_METRICS`): the
 * EMF lines carry the detail as metadata, so the split costs no custom metric.
 */
export function breakdownQuery(metric: BusinessMetric): string {
  const [detail] = BUSINESS_METRICS[metric] as readonly string[];
  return [
    `filter ispresent(${metric})`,
    `stats sum(${metric}) as count by ${detail}`,
    'sort count desc',
  ].join(' | ');
}
