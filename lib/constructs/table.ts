import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../functions/core/data/keys.js';

/**
 * DynamoDB actions a read-only function may use. Every request path is a GetItem, a Query or a
 * transaction (docs/architecture.md#access-patterns), so `Scan` is deliberately absent: IAM enforces the "no Scan" rule.
 */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * DynamoDB actions of writers (transactions use these per item, `ConditionCheckItem` included); only
 * functions whose access is `table: 'write'` get them.
 */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/**
 * The single table of docs/architecture.md#access-patterns. Keys, GSIs and the TTL attribute come from `TABLE_SCHEMA`
 * (functions/core/data/keys.ts), the one source the repositories and the local table also read.
 * On demand billing (traffic is small and spiky), point-in-time recovery, deletion protection and
 * RETAIN: the table holds candidates' personal data and must survive a mistaken stack deletion.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const str = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: str },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: str },
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Read by the search indexer (docs/architecture.md#search); the local table has the same stream.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
    });
    for (const index of TABLE_SCHEMA.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: str },
        sortKey: { name: index.sortKey, type: str },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  /** Grants the read actions (or read + write) on the table and its indexes, nothing else. */
  grant(grantee: iam.IGrantable, level: 'read' | 'write'): void {
    const actions: string[] = [...TABLE_READ_ACTIONS, ...(level === 'write' ? TABLE_WRITE_ACTIONS : [])];
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions,
        resources: [this.table.tableArn, `${this.table.tableArn}/index/*`],
      }),
    );
  }
}
