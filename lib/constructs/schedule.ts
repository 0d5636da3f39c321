import { Aws, Duration, TimeZone, Validations } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OUTBOX_RUN_EVENT } from '../../functions/contract/routes.js';
import { nagRef } from './api-function.js';
import { businessMetric } from './dashboard.js';

/** The API's 5xx share (percent of answers in 5 minutes) above which the 5xx alarm fires. */
export const API_5XX_RATE_PERCENT = 5;

/** SES bounce rate (fraction) above which the bounce alarm fires: half of AWS's review threshold. */
export const SES_BOUNCE_RATE_LIMIT = 0.025;

/**
 * How long a parked event may wait in a dead-letter queue before the alarm fires: soon after it is
 * parked (a parked CV is a candidate waiting), late enough that a replay under way is not an alarm.
 */
export const DEAD_LETTER_MAX_AGE = Duration.minutes(15);

/** When the expiry sweep runs: 02:00 Irish time, daylight saving included (docs/architecture.md#realtime-and-schedule). */
export const SWEEP_SCHEDULE = { hour: '2', minute: '0', timeZone: TimeZone.EUROPE_DUBLIN } as const;

/**
 * How often the mail outbox runs (docs/architecture.md#mail): a mail its change could not send at
 * once (the table stalled, SES refused) goes out within about a minute of being due, not at night.
 * EventBridge Scheduler's shortest rate.
 */
export const OUTBOX_RATE = Duration.minutes(1);

/** How often the interview reminders run (docs/architecture.md#interview-reminders). */
export const INTERVIEW_REMINDERS_RATE = Duration.hours(1);

/**
 * Alarm plumbing: one SNS topic every alarm notifies (e-mail subscription from context
 * `alarmEmail`), and the alarms themselves (docs/operations.md#alarms). CloudWatch bills each
 * metric an alarm watches beyond the first ten a month, so the set is chosen to watch ten: the API's
 * 5xx rate (a failing route answers 5xx), Lambda errors and throttles of the region's account
 * (functions no HTTP client waits for: S3 events, the schedule, OCR, WebSocket routes), table
 * throttles, the oldest dead letter, and SES's bounce rate. A stage is meant to have its account
 * to itself (docs/operations.md), so the account's Lambda metrics are this stage's.
 */
export class Alarms extends Construct {
  readonly topic: sns.Topic;
  private readonly action: cwActions.SnsAction;
  private readonly deadLetters = new Map<string, sqs.IQueue>();

  constructor(scope: Construct, id: string, props: { email?: string } = {}) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Cork careers alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    this.action = new cwActions.SnsAction(this.topic);
  }

  /** Any invocation error (an exception or a timeout) of any function in the account's region within 5 minutes. */
  lambdaErrors(): cloudwatch.Alarm {
    return this.add(
      new cloudwatch.Alarm(this, 'LambdaErrors', {
        alarmDescription: 'Lambda invocation errors (exceptions or timeouts) in this account and region',
        metric: new cloudwatch.Metric({
          namespace: 'AWS/Lambda',
          metricName: 'Errors',
          period: Duration.minutes(5),
          statistic: cloudwatch.Stats.SUM,
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Adds `queue` to the dead-letter queues {@link deadLetterAge} watches. */
  watchDeadLetters(id: string, queue: sqs.IQueue): void {
    this.deadLetters.set(id, queue);
  }

  /**
   * The oldest message of any watched dead-letter queue has waited `DEAD_LETTER_MAX_AGE`: an event
   * failed three times and nobody replayed it yet (docs/operations.md#replay-a-dead-letter-queue).
   * Call once every queue is watched.
   */
  deadLetterAge(): cloudwatch.Alarm {
    const period = Duration.minutes(5);
    const ids = [...this.deadLetters.keys()].map((_, i) => `q${i}`);
    return this.add(
      new cloudwatch.Alarm(this, 'DeadLetterAge', {
        alarmDescription: `A dead letter waits for a replay (${[...this.deadLetters.keys()].join(', ')})`,
        metric: new cloudwatch.MathExpression({
          expression: `MAX([${ids.join(',')}])`,
          usingMetrics: Object.fromEntries(
            [...this.deadLetters.values()].map((queue, i) => [
              `q${i}`,
              queue.metricApproximateAgeOfOldestMessage({ period, statistic: cloudwatch.Stats.MAXIMUM }),
            ]),
          ),
          period,
          label: 'oldest dead letter (s)',
        }),
        threshold: DEAD_LETTER_MAX_AGE.toSeconds(),
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * More than `API_5XX_RATE_PERCENT` % of the HTTP API's answers in 5 minutes are 5xx, counted only
   * from 20 requests on (a handler maps bad input to 4xx; two failures at night are not an outage).
   */
  apiServerErrorRate(api: apigwv2.HttpApi): cloudwatch.Alarm {
    const period = Duration.minutes(5);
    return this.add(
      new cloudwatch.Alarm(this, 'Api5xxRate', {
        alarmDescription: `HTTP API: more than ${API_5XX_RATE_PERCENT} % of answers are 5xx`,
        metric: new cloudwatch.MathExpression({
          expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
          usingMetrics: {
            errors: api.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
            requests: api.metricCount({ period, statistic: cloudwatch.Stats.SUM }),
          },
          period,
          label: '5xx rate (%)',
        }),
        threshold: API_5XX_RATE_PERCENT,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * Any throttled Lambda invocation in the account's region (concurrency exhausted: a request or
   * event waits or fails) and any throttled read or write on the table, within 5 minutes.
   */
  throttles(table: dynamodb.ITable): cloudwatch.Alarm[] {
    const period = Duration.minutes(5);
    const lambdaThrottles = new cloudwatch.Metric({
      namespace: 'AWS/Lambda',
      metricName: 'Throttles',
      period,
      statistic: cloudwatch.Stats.SUM,
    });
    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
        writes: table.metric('WriteThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
      },
      period,
      label: 'DynamoDB throttle events',
    });
    return [
      ['LambdaThrottles', 'Lambda invocations throttled', lambdaThrottles],
      ['TableThrottles', 'DynamoDB reads or writes throttled', tableThrottles],
    ].map(([id, description, metric]) =>
      this.add(
        new cloudwatch.Alarm(this, id as string, {
          alarmDescription: description as string,
          metric: metric as cloudwatch.IMetric,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      ),
    );
  }

  /**
   * SES's account bounce rate (its `Reputation.BounceRate`, 0–1) above `SES_BOUNCE_RATE_LIMIT`:
   * AWS reviews an account at 5 % and may pause its sending at 10 %.
   */
  sesBounceRate(): cloudwatch.Alarm {
    return this.add(
      new cloudwatch.Alarm(this, 'SesBounceRate', {
        alarmDescription: `SES bounce rate above ${SES_BOUNCE_RATE_LIMIT * 100} %`,
        metric: new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.BounceRate',
          period: Duration.hours(1),
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: SES_BOUNCE_RATE_LIMIT,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * A mail was given up after its last attempt (`MailGivenUp`, functions/core/mail.ts): a candidate
   * did not get a mail they are owed (docs/architecture.md#mail, docs/operations.md#alarms).
   */
  mailsGivenUp(): cloudwatch.Alarm {
    return this.add(
      new cloudwatch.Alarm(this, 'MailGivenUp', {
        alarmDescription: 'A mail was given up after its last attempt (see the log line "mail given up")',
        metric: businessMetric('MailGivenUp'),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * An object of the search index did not decode (`SearchIndexUnreadable`,
   * functions/core/search/minisearch-s3.ts): searches answer from a last good copy or the table until
   * the index is rebuilt (docs/architecture.md#search, docs/operations.md#alarms).
   */
  searchIndexUnreadable(): cloudwatch.Alarm {
    return this.add(
      new cloudwatch.Alarm(this, 'SearchIndexUnreadable', {
        alarmDescription: 'A search index object did not decode (see the log line "search index unreadable")',
        metric: businessMetric('SearchIndexUnreadable'),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  private add(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    return alarm;
  }
}

export interface ExpiryScheduleProps {
  /** The expiry-sweep function (`eventFunctions.expirySweep`). */
  readonly sweep: lambda.IFunction;
  /**
   * The function that rewrites the prerendered public pages (`eventFunctions.sitePages`), run at the
   * same time with `{}` (every page): postings past their closing date leave the sitemap
   * (docs/architecture.md#prerendered-pages). A schedule of its own, so the sweep bundles no Lambda client.
   */
  readonly sitePages: lambda.IFunction;
  /** The hourly interview reminders (`eventFunctions.interviewReminders`, docs/architecture.md#interview-reminders). */
  readonly interviewReminders: lambda.IFunction;
  /** The mail outbox's deliverer (`eventFunctions.mailOutbox`, docs/architecture.md#mail), run every {@link OUTBOX_RATE}. */
  readonly mailOutbox: lambda.IFunction;
  readonly alarms: Alarms;
}

/**
 * The nightly expiry sweep (docs/architecture.md#realtime-and-schedule). EventBridge Scheduler rather than an EventBridge rule:
 * rules only know UTC, and "02:00 in Cork" moves by an hour twice a year; Scheduler takes the
 * `Europe/Dublin` time zone. One encrypted, TLS-only SQS dead-letter queue catches both a run
 * Scheduler could not deliver and a run that failed inside the function (the function's own
 * asynchronous-invocation DLQ, after Lambda's two retries); the dead-letter alarm watches it.
 */
export class ExpirySchedule extends Construct {
  readonly schedule: scheduler.Schedule;
  readonly deadLetterQueue: sqs.Queue;
  /** The nightly rewrite of every prerendered page, beside the sweep. */
  readonly pagesSchedule: scheduler.Schedule;
  /** Dead letters of the `sitePages` function: nightly runs and the posting routes' requests. */
  readonly pagesDeadLetterQueue: sqs.Queue;
  /** The mail outbox's run every {@link OUTBOX_RATE}: `mailOutbox` with `OUTBOX_RUN_EVENT`. */
  readonly outboxSchedule: scheduler.Schedule;
  /** The interview reminders every hour, by their own function. */
  readonly interviewRemindersSchedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: ExpiryScheduleProps) {
    super(scope, id);
    // The function's own asynchronous failures and the runs Scheduler could not deliver share it.
    this.deadLetterQueue = new EventDeadLetters(this, 'Sweep', {
      fn: props.sweep,
      alarms: props.alarms,
    }).queue;
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      description:
        'EventBridge Scheduler: invoke the expiry sweep, the mail outbox and the interview reminders, dead-letter to their queues',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagRef(props.sweep)}:*]`,
      reason:
        "Lambda's invoke grant covers the sweep function and its qualified versions (:*), nothing else.",
    });
    this.schedule = new scheduler.Schedule(this, 'Nightly', {
      description: 'Expiry sweep: mark expired CVs and delete their files',
      schedule: scheduler.ScheduleExpression.cron(SWEEP_SCHEDULE),
      target: new targets.LambdaInvoke(props.sweep, {
        role,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        input: scheduler.ScheduleTargetInput.fromObject({ source: 'schedule' }),
      }),
    });
    // The outbox's function (the table's stream starts it for each queued mail). A run that fails
    // is the next minute's work: no retries, and the handler reports a failed run without throwing.
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagRef(props.mailOutbox)}:*]`,
      reason:
        "Lambda's invoke grant covers the mail outbox function and its qualified versions (:*), nothing else.",
    });
    this.outboxSchedule = new scheduler.Schedule(this, 'MailOutbox', {
      description: 'Mail outbox: send the mails that are due (queued, failed, unfinished)',
      schedule: scheduler.ScheduleExpression.rate(OUTBOX_RATE),
      target: new targets.LambdaInvoke(props.mailOutbox, {
        role,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 0,
        maxEventAge: OUTBOX_RATE,
        input: scheduler.ScheduleTargetInput.fromObject(OUTBOX_RUN_EVENT),
      }),
    });

    // Hourly: a reminder 24 h before goes out between 24 and 23 h ahead (the nightly sweep is too
    // coarse); each mail is sent once, so a retried or doubled run sends nothing twice
    // (docs/architecture.md#interview-reminders). A function of its own: the sweep bundles no interview code.
    // Its dead letters share the sweep's queue: one more watched queue would be one more billed
    // alarm metric (bench/cost-model.ts); each message names its function (`requestContext`).
    props.interviewReminders.configureAsyncInvoke({
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
      retryAttempts: 2,
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagRef(props.interviewReminders)}:*]`,
      reason:
        "Lambda's invoke grant covers the interview reminders function and its qualified versions (:*), nothing else.",
    });
    this.interviewRemindersSchedule = new scheduler.Schedule(this, 'InterviewReminders', {
      description: 'Interview reminders: 24 h before, and feedback 24 h overdue',
      schedule: scheduler.ScheduleExpression.rate(INTERVIEW_REMINDERS_RATE),
      target: new targets.LambdaInvoke(props.interviewReminders, {
        role,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 1,
        maxEventAge: INTERVIEW_REMINDERS_RATE,
        input: scheduler.ScheduleTargetInput.fromObject({ source: 'schedule' }),
      }),
    });

    this.pagesDeadLetterQueue = new EventDeadLetters(this, 'Pages', {
      fn: props.sitePages,
      alarms: props.alarms,
    }).queue;
    const pagesRole = new iam.Role(this, 'PagesSchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      description: 'EventBridge Scheduler: invoke the site pages rewrite, dead-letter to its queue',
    });
    Validations.of(pagesRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagRef(props.sitePages)}:*]`,
      reason:
        "Lambda's invoke grant covers the site pages function and its qualified versions (:*), nothing else.",
    });
    this.pagesSchedule = new scheduler.Schedule(this, 'NightlyPages', {
      description:
        'Prerendered pages: rewrite every page (postings past their closing date leave the sitemap)',
      schedule: scheduler.ScheduleExpression.cron(SWEEP_SCHEDULE),
      target: new targets.LambdaInvoke(props.sitePages, {
        role: pagesRole,
        deadLetterQueue: this.pagesDeadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        input: scheduler.ScheduleTargetInput.fromObject({}),
      }),
    });
  }
}

export interface EventDeadLettersProps {
  /** An event function Lambda invokes asynchronously (S3 notifications, the Invoke API). */
  readonly fn: lambda.IFunction;
  readonly alarms: Alarms;
}

/**
 * Lambda's asynchronous semantics made explicit for one event function
 * (docs/architecture.md#local-durability): two retries, then the event goes to an encrypted,
 * TLS-only SQS dead-letter queue kept 14 days, watched by the dead-letter alarm. Each message
 * carries the event as `requestPayload`: replay is invoking the function with it once the fault is
 * fixed (the local stand-in: `npm run replay-dead-letters`).
 */
export class EventDeadLetters extends Construct {
  readonly queue: sqs.Queue;

  constructor(scope: Construct, id: string, props: EventDeadLettersProps) {
    super(scope, id);
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    props.fn.configureAsyncInvoke({
      onFailure: new destinations.SqsDestination(this.queue),
      retryAttempts: 2,
    });
    props.alarms.watchDeadLetters(id, this.queue);
    Validations.of(this.queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of an event function.',
    });
  }
}
