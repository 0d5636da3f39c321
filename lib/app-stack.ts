import { Aws, CfnOutput, Duration, Lazy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { eventFunctions, routeKey, routes } from '../functions/contract/routes.js';
import { ENV } from '../functions/core/config.js';
import { MAIL_STREAM_FILTER_PATTERN } from '../functions/core/data/sent-mails.js';
import { STREAM_FILTER_PATTERN } from '../functions/core/search/changes.js';
import { Api, routeArea } from './constructs/api.js';
import { ApiFunctions, FUNCTION_MEMORY_MB, type MailSettings } from './constructs/api-function.js';
import { Auth } from './constructs/auth.js';
import { AccessLogsBucket, CvBucket, cvBucketName } from './constructs/cv-bucket.js';
import { OperationsDashboard } from './constructs/dashboard.js';
import { Mail } from './constructs/mail.js';
import { Realtime } from './constructs/realtime.js';
import { Alarms, EventDeadLetters, ExpirySchedule } from './constructs/schedule.js';
import { type CustomDomain, Site } from './constructs/site.js';
import { DataTable } from './constructs/table.js';
import { securityHeaders } from './security-headers.js';

export interface AppStackProps extends StackProps {
  /** Optional custom domain of the site (context `domainName` + `certificateArn`). */
  readonly customDomain?: CustomDomain;
  /** SES sender / recipient of the contact form (context `mailFrom`, `mailTo`). */
  readonly mail?: MailSettings;
  /** E-mail address subscribed to the alarm topic (context `alarmEmail`). */
  readonly alarmEmail?: string;
  /** Access logs on the WebSocket stage (context `wsAccessLogs`, needs the account's API Gateway log role). */
  readonly wsAccessLogs?: boolean;
  /** ARN of the CloudFront-scope WAF web ACL (lib/edge-stack.ts); none: the distribution has no WAF. */
  readonly webAclArn?: string;
}

/**
 * The whole product but its WAF web ACL (lib/edge-stack.ts) in one stack (docs/architecture.md#parts): it only assembles the constructs of
 * `lib/constructs` and publishes the outputs a deploy needs (site, API and WebSocket URLs, pool and
 * client ids, bucket and table names).
 */
export class AppStack extends Stack {
  readonly table: DataTable;
  readonly auth: Auth;
  readonly cvBucket: CvBucket;
  readonly api: Api;
  readonly functions: ApiFunctions;
  readonly realtime: Realtime;
  readonly site: Site;
  readonly schedule: ExpirySchedule;
  /** The stage's CloudWatch dashboard (lib/constructs/dashboard.ts). */
  readonly dashboard: Dashboard;
  /** The event-driven functions of `eventFunctions`, by name. */
  readonly eventFunctions: {
    readonly cvReceived: NodejsFunction;
    readonly cvOcr: NodejsFunction;
    readonly sitePages: NodejsFunction;
    readonly searchIndexer: NodejsFunction;
    readonly expirySweep: NodejsFunction;
    readonly interviewReminders: NodejsFunction;
    readonly mailOutbox: NodejsFunction;
  };

  constructor(scope: Construct, id: string, props: AppStackProps = {}) {
    super(scope, id, props);

    const logs = new AccessLogsBucket(this, 'AccessLogs');
    const table = new DataTable(this, 'Data');
    this.table = table;
    const auth = new Auth(this, 'Auth');
    this.auth = auth;
    const alarms = new Alarms(this, 'Alarms', { email: props.alarmEmail });
    this.api = new Api(this, 'Api', { auth });

    // The distribution's name is known only once the site exists, and the site's headers name the
    // CV bucket and the WebSocket API: the origin is resolved lazily, the bucket name is computed.
    const siteOrigin = props.customDomain
      ? `https://${props.customDomain.domainName}`
      : Lazy.string({ produce: () => this.site.origin });
    const bucketName = cvBucketName(this);
    const cvBucket = new CvBucket(this, 'Cvs', { siteOrigin, logsBucket: logs.bucket, bucketName });
    this.cvBucket = cvBucket;

    const mail = props.mail ? new Mail(this, 'Mail', { from: props.mail.from }) : undefined;
    this.functions = new ApiFunctions(this, 'Functions', {
      table,
      cvBucket,
      auth,
      siteOrigin,
      mail:
        props.mail && mail
          ? {
              ...props.mail,
              configurationSet: {
                name: mail.configurationSet.configurationSetName,
                arn: mail.configurationSetArn,
              },
            }
          : undefined,
    });
    const realtime = new Realtime(this, 'Realtime', {
      functions: this.functions,
      accessLogs: props.wsAccessLogs,
    });
    this.realtime = realtime;
    this.functions.enableConnections(realtime.connections);

    this.site = new Site(this, 'Site', {
      apiDomainName: this.api.domainName,
      logsBucket: logs.bucket,
      securityHeaders: securityHeaders([
        `https://${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
        `https://${bucketName}.s3.${Aws.URL_SUFFIX}`,
        realtime.api.apiEndpoint,
      ]),
      runtimeConfig: { wsUrl: realtime.url, region: Aws.REGION },
      customDomain: props.customDomain,
      webAclArn: props.webAclArn,
    });

    // Prerendered public pages: rewritten after posting writes and nightly beside the sweep
    // (docs/architecture.md#prerendered-pages). Created before the routes that start it.
    this.functions.enableSite({ bucket: this.site.bucket, distribution: this.site.distribution });
    const sitePages = this.functions.create(this, 'SitePages', {
      ...eventFunctions.sitePages,
      description: 'Rewrites the prerendered posting pages, /careers and sitemap.xml',
      memorySize: FUNCTION_MEMORY_MB.sitePages,
      timeout: Duration.minutes(2),
    });
    this.functions.enableSitePages(sitePages);

    // The search index's one writer (docs/architecture.md#search): the table's stream, filtered to
    // candidate items, one batch at a time (reserved concurrency 1), created before
    // the routes because a search asks it to rebuild an unreadable index; failed batches are retried,
    // halved, then their stream positions parked in a queue (replay: invoke with { reindex: true }).
    const searchIndexer = this.functions.create(this, 'SearchIndexer', {
      ...eventFunctions.searchIndexer,
      description:
        'Table stream: keeps the candidate search index in S3 (one writer); { reindex: true } rebuilds it',
      memorySize: FUNCTION_MEMORY_MB.searchIndexer,
      timeout: Duration.minutes(5),
    });
    (searchIndexer.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = 1;
    this.functions.enableSearchIndexer(searchIndexer);

    this.api.addRoutes(routes, this.functions);
    // Every API function checks the origin-verify header (functions/core/http/client-address.ts).
    const originVerify = this.site.originVerifySecret;
    for (const fn of this.api.functions.values()) {
      fn.addEnvironment(ENV.originVerifySecret, originVerify.secretValue.unsafeUnwrap());
    }
    alarms.apiServerErrorRate(this.api.httpApi);
    alarms.throttles(table.table);

    // OCR of scanned CVs: tesseract needs memory and time the upload path does not.
    const cvOcr = this.functions.create(this, 'CvOcr', {
      ...eventFunctions.cvOcr,
      description: 'Scanned CVs: OCR, then keep the text and the facts',
      memorySize: FUNCTION_MEMORY_MB.cvOcr,
      timeout: Duration.minutes(2),
    });
    this.functions.enableOcr(cvOcr);
    const cvReceived = this.functions.create(this, 'CvReceived', {
      ...eventFunctions.cvReceived,
      description: 'S3 ObjectCreated on the CV bucket: check, attach, notify',
      memorySize: FUNCTION_MEMORY_MB.cvReceived,
      timeout: Duration.seconds(30),
    });
    cvBucket.notifyOnCreate(cvReceived);
    // The sweep hands an upload stuck in quarantine to cv-received (docs/architecture.md#upload-path).
    this.functions.enableCvReceived(cvReceived);
    const sweep = this.functions.create(this, 'ExpirySweep', {
      ...eventFunctions.expirySweep,
      description: 'Nightly: mark expired CVs and delete their files',
      memorySize: FUNCTION_MEMORY_MB.expirySweep,
      timeout: Duration.minutes(5),
    });
    const interviewReminders = this.functions.create(this, 'InterviewReminders', {
      ...eventFunctions.interviewReminders,
      description: 'Hourly: interview reminders 24 h before, and feedback 24 h overdue',
      timeout: Duration.minutes(2),
    });
    // The mail outbox's one deliverer (docs/architecture.md#mail): the table's stream, filtered to
    // mail items written queued, starts it for each within about a second of its change, and every
    // minute (the schedule) it sends what is due. A record whose claim met a failing table is
    // reported failed (no Lambda error): retried, the batch halved, then its stream position parked
    // in a queue the dead-letter alarm watches; the minute's run sends that mail anyway.
    const mailOutbox = this.functions.create(this, 'MailOutbox', {
      ...eventFunctions.mailOutbox,
      description: 'Mail outbox: send each queued mail (table stream) and those due (every minute)',
      memorySize: FUNCTION_MEMORY_MB.default,
      timeout: Duration.minutes(5),
    });
    const mailOutboxFailures = new sqs.Queue(this, 'MailOutboxFailures', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(mailOutboxFailures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the mail outbox stream.',
    });
    alarms.watchDeadLetters('MailOutboxFailures', mailOutboxFailures);
    mailOutbox.addEventSource(
      new DynamoEventSource(table.table, {
        // Mails queued before the mapping existed are the minute run's.
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 10,
        retryAttempts: 3,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(mailOutboxFailures),
        filters: [lambda.FilterCriteria.filter(MAIL_STREAM_FILTER_PATTERN)],
      }),
    );
    this.schedule = new ExpirySchedule(this, 'Schedule', {
      sweep,
      sitePages,
      interviewReminders,
      mailOutbox,
      alarms,
    });
    const searchIndexerFailures = new sqs.Queue(this, 'SearchIndexerFailures', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(searchIndexerFailures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the search indexer.',
    });
    // A failing batch already raises the Lambda errors alarm; the queue keeps the stream positions.
    searchIndexer.addEventSource(
      new DynamoEventSource(table.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 5,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(searchIndexerFailures),
        filters: [lambda.FilterCriteria.filter(STREAM_FILTER_PATTERN)],
      }),
    );
    const eventFunctionList: NodejsFunction[] = [
      cvReceived,
      cvOcr,
      sweep,
      interviewReminders,
      mailOutbox,
      sitePages,
      searchIndexer,
    ];
    let mailFeedbackFn: NodejsFunction | undefined;
    if (mail) {
      // Bounces and complaints SES publishes: the address is suppressed (functions/handlers/events/mail-feedback.ts).
      const mailFeedback = this.functions.create(this, 'MailFeedback', {
        ...eventFunctions.mailFeedback,
        description: 'SES bounces and complaints: no more mail to that address',
        memorySize: FUNCTION_MEMORY_MB.mailFeedback,
        timeout: Duration.seconds(30),
      });
      mail.feedbackTopic.addSubscription(new subscriptions.LambdaSubscription(mailFeedback));
      alarms.sesBounceRate();
      eventFunctionList.push(mailFeedback);
      mailFeedbackFn = mailFeedback;
    }
    this.eventFunctions = {
      cvReceived,
      cvOcr,
      expirySweep: sweep,
      interviewReminders,
      mailOutbox,
      sitePages,
      searchIndexer,
    };

    // Failed S3 events and OCR requests: retried twice by Lambda, then parked with an alarm.
    const cvReceivedFailures = new EventDeadLetters(this, 'CvReceivedFailures', { fn: cvReceived, alarms });
    const cvOcrFailures = new EventDeadLetters(this, 'CvOcrFailures', { fn: cvOcr, alarms });
    alarms.lambdaErrors();
    alarms.deadLetterAge();
    alarms.mailsGivenUp();
    alarms.searchIndexUnreadable();

    const functionsByArea = new Map<string, NodejsFunction[]>();
    for (const route of routes) {
      const area = routeArea(route);
      const fn = this.api.functions.get(routeKey(route));
      if (fn) functionsByArea.set(area, [...(functionsByArea.get(area) ?? []), fn]);
    }
    functionsByArea.set('Events', eventFunctionList);
    functionsByArea.set('Realtime', realtime.functions);
    this.dashboard = new OperationsDashboard(this, 'Operations', {
      api: this.api.httpApi,
      functionsByArea,
      table: table.table,
      deadLetterQueues: new Map([
        ['cv-received', cvReceivedFailures.queue],
        ['cv-ocr', cvOcrFailures.queue],
        ['expiry-sweep', this.schedule.deadLetterQueue],
        ['site-pages', this.schedule.pagesDeadLetterQueue],
        ['search-indexer', searchIndexerFailures],
        ['mail-outbox', mailOutboxFailures],
      ]),
      breakdowns: new Map([
        ['CvRejected', [cvReceived.logGroup]],
        ...(mailFeedbackFn ? ([['MailBounced', [mailFeedbackFn.logGroup]]] as const) : []),
      ]),
    }).dashboard;

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', this.site.origin, 'The site (SPA + /api/v1)');
    output(
      'DistributionDomainName',
      this.site.distribution.distributionDomainName,
      'CNAME target for a custom domain',
    );
    output(
      'ApiUrl',
      `${this.api.httpApi.apiEndpoint}/api/v1`,
      'HTTP API origin: answers only requests that come through the site',
    );
    output('WebSocketUrl', realtime.url, 'Admin notifications (?token=ID token)');
    output('CandidateUserPoolId', auth.candidates.pool.userPoolId, 'Candidate user pool');
    output('CandidateUserPoolClientId', auth.candidates.client.userPoolClientId, 'Candidate app client');
    output('AdminUserPoolId', auth.admins.pool.userPoolId, 'Admin user pool');
    output('AdminUserPoolClientId', auth.admins.client.userPoolClientId, 'Admin app client');
    output('TableName', table.table.tableName, 'DynamoDB table');
    output('CvBucketName', cvBucket.bucket.bucketName, 'Private CV bucket');
    output('SiteBucketName', this.site.bucket.bucketName, 'SPA build bucket');
    output('AlarmTopicArn', alarms.topic.topicArn, 'Subscribe to receive alarms');
    output('DashboardName', this.dashboard.dashboardName, 'CloudWatch dashboard of the stage');
  }
}
