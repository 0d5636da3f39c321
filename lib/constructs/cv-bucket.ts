import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { CV_KEY_PREFIXES } from '../../functions/contract/cv-keys.js';
import { CV_LIMITS } from '../../functions/contract/cv-policy.js';

/**
 * The destination of every access log of the stack: S3 server access logs of the CV and site
 * buckets, and CloudFront's standard logs. CloudFront's standard logging writes with object ACLs,
 * so ACLs stay enabled (BUCKET_OWNER_PREFERRED); everything else is locked down. The logs hold
 * personal data (client IPs, CV object keys), so they expire with the retention period of
 * personal data, `CV_LIMITS.retentionDays` (public-site: privacy policy, 90 days); the bucket is
 * retained on stack deletion (an audit trail outlives the stack).
 */
/** Days after which S3 itself deletes an object under `quarantine/` (the sweep acts after 1). */
export const QUARANTINE_LIFECYCLE_DAYS = 7;

export class AccessLogsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        {
          expiration: Duration.days(CV_LIMITS.retentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination itself; logging it into itself would loop.',
    });
  }
}

export interface CvBucketProps {
  /** Origin of the site (`https://...`): the only origin allowed to post CVs from a browser. */
  readonly siteOrigin: string;
  readonly logsBucket: s3.IBucket;
  /**
   * Fixed bucket name. The site's Content-Security-Policy names this bucket in `connect-src`, and
   * the bucket's CORS names the site: a name computed from the stack (not a reference) breaks the
   * cycle between the two resources.
   */
  readonly bucketName: string;
}

/**
 * The private CV bucket (docs/architecture.md#upload-path): browsers upload with presigned POSTs, admins read with
 * short-lived presigned GETs, nothing is public. Forms target single-use keys under `quarantine/`, which expire
 * after two days whatever their event did. Versioned so an overwrite can be undone for a day,
 * and non-current versions expire after 1 day so a deletion (erasure request, expiry sweep) really
 * erases the file; incomplete multipart uploads are aborted after 1 day. Retained on stack deletion.
 */
export class CvBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: CvBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'cv-bucket/',
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.PUT, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
        {
          // Safety net behind the sweep: a file left in quarantine (never checked, or a second POST
          // through a used form) is gone within a week, whatever happened to its event. Not sooner:
          // the sweep erases unclaimed quarantine objects after 24 h itself, and a week gives an
          // acknowledged upload whose event failed six nightly intakes before its file is lost
          // (docs/operations.md: stuck submissions).
          prefix: CV_KEY_PREFIXES.quarantine,
          expiration: Duration.days(QUARANTINE_LIFECYCLE_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Sends every `ObjectCreated` event to `fn` (the `cv-received` function). */
  notifyOnCreate(fn: lambda.IFunction): void {
    this.bucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(fn));
    acknowledgeBucketNotificationsHandler(Stack.of(this));
  }

  /**
   * Object-level grants. `read`: GetObject (presigned GET). `write`: read + PutObject (presigned
   * POST), DeleteObject, and the version-level actions an erasure needs to remove every version.
   */
  grant(grantee: iam.IGrantable, level: 'read' | 'write'): void {
    const objects = this.bucket.arnForObjects('*');
    const objectActions = ['s3:GetObject'];
    if (level === 'write') {
      objectActions.push('s3:PutObject', 's3:DeleteObject', 's3:GetObjectVersion', 's3:DeleteObjectVersion');
      grantee.grantPrincipal.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucket', 's3:ListBucketVersions'],
          resources: [this.bucket.bucketArn],
        }),
      );
    }
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: objectActions, resources: [objects] }),
    );
  }
}

/** `{stack}-cvs-{account}-{region}`, lower case: unique per stack, account and region. */
export function cvBucketName(stack: Stack): string {
  return `${stack.stackName.toLowerCase()}-cvs-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

const acknowledged = new WeakSet<object>();

/**
 * CDK's singleton handler that installs bucket notifications (a CDK-owned Lambda function and role
 * at stack level) cannot be configured; its findings are acknowledged here, where it is created.
 */
function acknowledgeBucketNotificationsHandler(stack: Stack): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith('BucketNotificationsHandler'));
  if (!handler || acknowledged.has(handler)) return;
  acknowledged.add(handler);
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'CDK-owned notifications installer: the AWS managed basic execution policy only lets it write its own logs.',
  });
}
