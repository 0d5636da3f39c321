import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Annotations,
  type CfnElement,
  Duration,
  Names,
  RemovalPolicy,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import type { AuthLevel, DataAccess } from '../../functions/contract/routes.js';
import { ENV } from '../../functions/core/config.js';
import type { Auth } from './auth.js';
import type { CvBucket } from './cv-bucket.js';
import type { DataTable } from './table.js';

/** Repository root (this file is `lib/constructs/api-function.ts`). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runtime of every function: the newest Node.js line aws-cdk-lib knows (cdk-nag L1 checks exactly that). */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * Modules swapped at bundle time (esbuild `--alias`), paths relative to the project root. See
 * `functions/core/lambda-credentials.ts`: in Lambda, credentials come from the environment.
 */
export const LAMBDA_ALIASES = {
  '@aws-sdk/credential-provider-node': './functions/core/lambda-credentials.ts',
} as const;

/**
 * esbuild settings of every function bundle: ESM, minified, source maps without sources, the AWS SDK
 * bundled (only the command clients used ship), and Powertools (logger, metrics) bundled too: from
 * its official layer, Node read ~50 ES modules of it at every cold start (~25 ms CPU on the bench
 * machine, ~9 ms bundled: docs/architecture.md#what-a-cold-start-loads). `externalModules` is empty
 * on purpose: NodejsFunction's default would leave the AWS SDK out. Traces come from
 * `functions/core/xray.ts` (bundled, no X-Ray SDK: docs/architecture.md#observability).
 * `process.env.NODE_ENV` is `production` at bundle time: Lambda sets no NODE_ENV, so packages that
 * pick a build by it (React, which the `sitePages` function renders with) would otherwise ship and
 * run their development builds.
 * `npm run bench` builds its bundles from these too.
 */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  externalModules: [] as string[],
  mainFields: ['module', 'main'],
  // Bundled CommonJS dependencies may call `require` for Node built-ins; ESM has none.
  banner:
    "import { createRequire as __cjsRequire } from 'node:module'; const require = __cjsRequire(import.meta.url);",
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  forceDockerBundling: false,
  esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([from, to]) => `${from}=${to}`) },
} as const satisfies BundlingOptions;

/**
 * Runtime settings every function gets in its environment (the bench's cold starts use them too):
 * none today. Not `NODE_OPTIONS=--enable-source-maps`: Node would read and decode each bundle's
 * whole source map at every cold start (10-30 ms for maps of 0.6-5 MB); the functions map a
 * logged error's stack themselves, reading the map only then (functions/core/source-stack.ts,
 * docs/architecture.md#observability).
 */
export const FUNCTION_RUNTIME_ENV: Readonly<Record<string, string>> = {};

/**
 * Memory of each function (MB): 256 for every route and WebSocket function, more where a
 * function reads documents (cv-received), runs OCR (cv-ocr) or walks the table (the sweep). The
 * stack and the cost model (bench/cost-model.ts) read it here.
 */
export const FUNCTION_MEMORY_MB = {
  default: 256,
  cvReceived: 512,
  cvOcr: 2048,
  expirySweep: 512,
  // React renders the pages; a posting's rewrite (three files) is due within seconds.
  sitePages: 512,
  mailFeedback: 256,
  /** Holds the whole index in memory and serializes it per batch (docs/architecture.md#search). */
  searchIndexer: 1769,
} as const;

/** Cognito admin actions of a function with `candidatePool` / `adminPool` access: register, login, refresh, erase. */
export const POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

/** Extra actions on the admin pool only: roles are groups (assign a role, answer it at login). */
export const ADMIN_POOL_ACTIONS = [
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
] as const;

/** The site's bucket and distribution, for the function that rewrites prerendered pages. */
export interface SiteAccess {
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
}

/** The WebSocket management endpoint, once the realtime construct exists. */
export interface ConnectionsAccess {
  /** `https://{api-id}.execute-api.{region}.amazonaws.com/{stage}`. */
  readonly endpoint: string;
  /** `arn:...:execute-api:{region}:{account}:{api-id}/{stage}/*\/@connections/*`. */
  readonly resourceArn: string;
  /** How cdk-nag prints `resourceArn` in its findings (`Resource::...`) of a policy in the stack of `from`. */
  readonly findingResource: (from: IConstruct) => string;
}

/** SES sender of every mail and the company's inbox (context `mailFrom`, `mailTo`). */
export interface MailSettings {
  readonly from: string;
  readonly to: string;
  /** The configuration set every mail is sent with, and its ARN (constructs/mail.ts). */
  readonly configurationSet?: { readonly name: string; readonly arn: string };
}

export interface ApiFunctionsProps {
  readonly table: DataTable;
  readonly cvBucket: CvBucket;
  readonly auth: Auth;
  /** Public origin of the site, for links in answers and mails. */
  readonly siteOrigin: string;
  readonly mail?: MailSettings;
}

/** One function: its handler file, the resources it may touch, and who calls it. */
export interface FunctionSpec {
  /** File below `functions/handlers/` without extension, exporting `handler`. */
  readonly handler: string;
  /** The only input of the function's IAM grants and environment. */
  readonly access: DataAccess;
  /** Auth level of the caller: an authenticated route gets its pool's id (the http layer checks the issuer). */
  readonly auth?: AuthLevel;
  readonly description?: string;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /**
   * Packages installed beside the bundle instead of bundled: ones that start worker threads from
   * their own files or read data files next to their code (tesseract.js and its trained data).
   */
  readonly nodeModules?: readonly string[];
  /**
   * Packages the function's code reaches only through dynamic imports that run in a browser (the
   * SPA's file parsers, behind the prerendered pages' Resume Assistant): left out of the bundle
   * (external, not shipped). See {@link functionBundling}.
   */
  readonly browserOnlyModules?: readonly string[];
}

/** What of a {@link FunctionSpec} decides its bundle. */
export type BundlingSpec = Pick<FunctionSpec, 'nodeModules' | 'browserOnlyModules'>;

/**
 * Builds every Lambda function of the product the same way: Node.js 24 on ARM64, esbuild ESM
 * bundles (minified, source maps, the AWS SDK v3 bundled so only the command clients used ship),
 * JSON logs into a log group of its own with a retention, and grants and environment derived from
 * the function's `DataAccess` and nothing else.
 *
 * Roles are shared per access profile (e.g. every `{ table: 'read' }` function has the same role):
 * functions with identical access would get identical policies anyway, and one role per function
 * would cost two resources per route against CloudFormation's 500-resource limit. Each role may
 * write only to the log groups of the functions that use it.
 */
export class ApiFunctions extends Construct {
  private readonly roles = new Map<string, iam.Role>();
  private connections: ConnectionsAccess | undefined;
  private ocr: lambda.IFunction | undefined;
  private cvReceived: lambda.IFunction | undefined;
  private site: SiteAccess | undefined;
  private sitePages: lambda.IFunction | undefined;
  private searchIndexer: lambda.IFunction | undefined;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ApiFunctionsProps,
  ) {
    super(scope, id);
  }

  /** Makes the WebSocket management endpoint available to functions with `connections: true`. */
  enableConnections(connections: ConnectionsAccess): void {
    this.connections = connections;
  }

  /** Makes the OCR function available to functions with `ocr: true` (create it first). */
  enableOcr(fn: lambda.IFunction): void {
    this.ocr = fn;
  }

  /** Makes `cv-received` available to functions with `cvReceived: true` (create it first). */
  enableCvReceived(fn: lambda.IFunction): void {
    this.cvReceived = fn;
  }

  /** Makes the site bucket and distribution available to functions with `site: true`. */
  enableSite(site: SiteAccess): void {
    this.site = site;
  }

  /** Makes the `sitePages` function available to functions with `sitePages: true` (create it first). */
  enableSitePages(fn: lambda.IFunction): void {
    this.sitePages = fn;
  }

  /** Makes the search indexer available to functions with `searchIndexer: true` (create it first). */
  enableSearchIndexer(fn: lambda.IFunction): void {
    this.searchIndexer = fn;
  }

  /**
   * The role of an access profile in the stack of `scope` (created on first use). Each (nested)
   * stack holds its own roles: a role in the parent stack would have to grant write on log groups
   * of a nested stack, which depends on that role, a cycle CloudFormation refuses.
   */
  roleFor(access: DataAccess, scope: Construct = this): iam.Role {
    const key = profileKey(access);
    const stack = Stack.of(scope);
    const mapKey = `${stack.node.path}/${key}`;
    let role = this.roles.get(mapKey);
    if (!role) {
      role = new iam.Role(this.roleScope(stack), `Role${key}`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `Functions with access ${key}`,
      });
      this.grantAccess(role, access);
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource (X-Ray has no resource-level permissions).',
      });
      this.roles.set(mapKey, role);
    }
    return role;
  }

  /** This construct in its own stack; a `FunctionRoles` construct in another (nested) stack. */
  private roleScope(stack: Stack): Construct {
    if (stack === Stack.of(this)) return this;
    return (
      (stack.node.tryFindChild(`${stack.node.id}Roles`) as Construct | undefined) ??
      new Construct(stack, `${stack.node.id}Roles`)
    );
  }

  /** Creates the function `id` in `scope` for `spec`. */
  create(scope: Construct, id: string, spec: FunctionSpec): NodejsFunction {
    const entry = join(PROJECT_ROOT, 'functions', 'handlers', `${spec.handler}.ts`);
    if (!existsSync(entry)) throw new Error(`handler file missing: functions/handlers/${spec.handler}.ts`);
    const role = this.roleFor(spec.access, scope);
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(scope, id, {
      entry,
      handler: 'handler',
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: spec.memorySize ?? FUNCTION_MEMORY_MB.default,
      timeout: spec.timeout ?? Duration.seconds(10),
      description: spec.description?.slice(0, 256),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      environment: this.environment(spec),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      bundling: functionBundling(spec),
    });
    if (spec.access.mail && !this.props.mail) {
      Annotations.of(fn).addWarningV2(
        'cork:mail-not-configured',
        'The contact form mail is off: deploy with -c mailFrom=sender@verified-domain (and -c mailTo=...).',
      );
    }
    return fn;
  }

  private environment(spec: FunctionSpec): Record<string, string> {
    const { access, auth } = spec;
    const { table, cvBucket, auth: pools, siteOrigin, mail } = this.props;
    const env: Record<string, string> = { [ENV.siteOrigin]: siteOrigin, ...FUNCTION_RUNTIME_ENV };
    if (access.table) env[ENV.tableName] = table.table.tableName;
    if (access.cvBucket) env[ENV.cvBucket] = cvBucket.bucket.bucketName;
    // A `data-subject` route verifies candidate ID tokens itself.
    if (access.candidatePool || auth === 'candidate' || auth === 'data-subject') {
      env[ENV.candidatePoolId] = pools.candidates.pool.userPoolId;
      env[ENV.candidateClientId] = pools.candidates.client.userPoolClientId;
    }
    if (access.adminPool || auth === 'admin') {
      env[ENV.adminPoolId] = pools.admins.pool.userPoolId;
      env[ENV.adminClientId] = pools.admins.client.userPoolClientId;
    }
    if (access.connections) env[ENV.wsManagementEndpoint] = this.requireConnections().endpoint;
    if (access.ocr) env[ENV.ocrFunctionName] = this.requireOcr().functionName;
    if (access.cvReceived) env[ENV.cvReceivedFunctionName] = this.requireCvReceived().functionName;
    if (access.sitePages) env[ENV.sitePagesFunctionName] = this.requireSitePages().functionName;
    if (access.searchIndexer) env[ENV.searchIndexerFunctionName] = this.requireSearchIndexer().functionName;
    if (access.site) {
      env[ENV.siteBucket] = this.requireSite().bucket.bucketName;
      env[ENV.siteDistributionId] = this.requireSite().distribution.distributionId;
    }
    if (access.mail && mail) {
      env[ENV.mailFrom] = mail.from;
      env[ENV.mailTo] = mail.to;
      if (mail.configurationSet) env[ENV.mailConfigurationSet] = mail.configurationSet.name;
    }
    return env;
  }

  private grantAccess(role: iam.Role, access: DataAccess): void {
    const { table, cvBucket, auth, mail } = this.props;
    const ack = (resource: string, reason: string) =>
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
    if (access.table) {
      table.grant(role, access.table);
      ack(
        `${nagRef(table.table, role)}/index/*`,
        'Queries on the GSIs of TABLE_SCHEMA (index/*); the actions are listed one by one.',
      );
    }
    if (access.cvBucket) {
      cvBucket.grant(role, access.cvBucket);
      ack(
        `${nagRef(cvBucket.bucket, role)}/*`,
        'CV object keys are chosen per upload; the object actions are listed one by one.',
      );
    }
    if (access.candidatePool) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...POOL_ACTIONS],
          resources: [auth.candidates.pool.userPoolArn],
        }),
      );
    }
    if (access.adminPool) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...POOL_ACTIONS, ...ADMIN_POOL_ACTIONS],
          resources: [auth.admins.pool.userPoolArn],
        }),
      );
    }
    if (access.connections) {
      const connections = this.requireConnections();
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: [connections.resourceArn],
        }),
      );
      ack(
        connections.findingResource(role),
        'Connection ids are runtime values; only the @connections API of this stage.',
      );
    }
    if (access.ocr) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.requireOcr().functionArn],
        }),
      );
    }
    if (access.cvReceived) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.requireCvReceived().functionArn],
        }),
      );
    }
    if (access.sitePages) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.requireSitePages().functionArn],
        }),
      );
    }
    if (access.searchIndexer) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.requireSearchIndexer().functionArn],
        }),
      );
    }
    if (access.site) {
      const site = this.requireSite();
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject'],
          resources: [site.bucket.arnForObjects('*')],
        }),
      );
      ack(
        `${nagRef(site.bucket, role)}/*`,
        'Page keys follow the postings (careers/jobs/{id}/index.html); read and write of objects only.',
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['cloudfront:CreateInvalidation'],
          resources: [
            Stack.of(this).formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: site.distribution.distributionId,
            }),
          ],
        }),
      );
    }
    if (access.mail && mail) {
      const stack = Stack.of(this);
      const identity = (name: string) =>
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
      const domain = mail.from.split('@')[1] ?? mail.from;
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [
            identity(mail.from),
            identity(domain),
            ...(mail.configurationSet ? [mail.configurationSet.arn] : []),
          ],
        }),
      );
    }
  }

  private requireSitePages(): lambda.IFunction {
    if (!this.sitePages) throw new Error('a function starts sitePages before the sitePages function exists');
    return this.sitePages;
  }

  private requireSearchIndexer(): lambda.IFunction {
    if (!this.searchIndexer) throw new Error('a function starts the search indexer before it exists');
    return this.searchIndexer;
  }

  private requireSite(): SiteAccess {
    if (!this.site) throw new Error('a function writes the site before the site exists');
    return this.site;
  }

  private requireOcr(): lambda.IFunction {
    if (!this.ocr) throw new Error('a function starts OCR before the OCR function exists');
    return this.ocr;
  }

  private requireCvReceived(): lambda.IFunction {
    if (!this.cvReceived) throw new Error('a function starts cv-received before cv-received exists');
    return this.cvReceived;
  }

  private requireConnections(): ConnectionsAccess {
    if (!this.connections)
      throw new Error('a function needs the WebSocket endpoint before the realtime API exists');
    return this.connections;
  }
}

/**
 * The packages `roots` and every package they depend on, as installed in the project's (hoisted)
 * `node_modules`: names relative to it (`tesseract.js`, `@tesseract.js-data/eng`, ...).
 */
export function dependencyClosure(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const manifest = join(PROJECT_ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return; // an optional dependency not installed on this platform
    seen.add(name);
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen].sort();
}

/**
 * The bundling of a function of `spec`: `FUNCTION_BUNDLING`, plus
 * - `nodeModules` shipped as installed instead of bundled: they stay external and, with their
 *   dependencies, are copied from the project's `node_modules` (already installed from the lock
 *   file) next to the bundle. CDK's own `nodeModules` option would run a fresh `npm ci` of the whole
 *   lock file at every synth.
 * - `browserOnlyModules` external and not shipped: the code that imports them (dynamically, when a
 *   visitor picks a file in the browser) never runs in the function, so the bundle keeps only the
 *   `import()` expression, which fails if it ever runs. A static import of one would fail at load:
 *   test/infra/event-function-bundles.test.ts checks that every import of one is dynamic and that
 *   the bundle loads and renders without them.
 * `npm run bench` bundles each function with these options too (bench/functions.ts `esbuildOptions`).
 */
export function functionBundling(spec: BundlingSpec): BundlingOptions {
  const externalModules = [
    ...FUNCTION_BUNDLING.externalModules,
    ...(spec.nodeModules ?? []),
    ...(spec.browserOnlyModules ?? []),
  ];
  if (!spec.nodeModules?.length)
    return externalModules.length === FUNCTION_BUNDLING.externalModules.length
      ? FUNCTION_BUNDLING
      : { ...FUNCTION_BUNDLING, externalModules };
  const packages = dependencyClosure(spec.nodeModules);
  return {
    ...FUNCTION_BUNDLING,
    externalModules,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) =>
        packages.map(
          (name) =>
            `mkdir -p "${outputDir}/node_modules/${dirname(name)}" && ` +
            `cp -R "${inputDir}/node_modules/${name}" "${outputDir}/node_modules/${name}"`,
        ),
    },
  };
}

/**
 * How cdk-nag prints `resource`'s `Arn` attribute (or its `Ref`) in a finding id, as seen from the
 * stack of `from`: `<LogicalId.Arn>` in the resource's own stack, `<referencetoUniqueIdArn>` in a
 * nested stack, where CDK passes the value in as a parameter of that name. Acknowledgements follow
 * the logical ids instead of hard-coding them.
 */
export function nagRef(
  resource: IConstruct,
  from: IConstruct = resource,
  attribute: 'Arn' | 'Ref' = 'Arn',
): string {
  if (Stack.of(from) !== Stack.of(resource)) {
    return `<referenceto${Names.uniqueId(resource.node.defaultChild as CfnElement)}${attribute}>`;
  }
  const id = logicalIdOf(resource);
  return attribute === 'Arn' ? `<${id}.Arn>` : `<${id}>`;
}

/** Logical id of the CloudFormation resource behind an L2 construct. */
export function logicalIdOf(resource: IConstruct): string {
  const cfn = resource.node.defaultChild as CfnElement;
  return Stack.of(resource).resolve(cfn.logicalId) as string;
}

/** `TableWriteCvWriteAdminPool`-style name of an access profile (stable: drives logical ids). */
export function profileKey(access: DataAccess): string {
  const parts: string[] = [];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (access.table) parts.push(`Table${cap(access.table)}`);
  if (access.cvBucket) parts.push(`Cv${cap(access.cvBucket)}`);
  if (access.candidatePool) parts.push('CandidatePool');
  if (access.adminPool) parts.push('AdminPool');
  if (access.connections) parts.push('Connections');
  if (access.mail) parts.push('Mail');
  if (access.ocr) parts.push('Ocr');
  if (access.cvReceived) parts.push('CvReceived');
  if (access.sitePages) parts.push('SitePages');
  if (access.searchIndexer) parts.push('SearchIndexer');
  if (access.site) parts.push('Site');
  return parts.length > 0 ? parts.join('') : 'NoData';
}
