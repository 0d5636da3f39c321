/**
 * Template tests of the CDK stack (issue 7): the stack is synthesized once, with cdk.json's
 * context and the cdk-nag AwsSolutions plugin exactly as `cdk synth` runs it, and the template is
 * checked against the one sources it is derived from: the route table, TABLE_SCHEMA, the security
 * headers module.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type CfnElement, IgnoreStrategy, Names, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STACK_UNITS } from '../../bench/cost-model.js';
import { createApp } from '../../bin/app.js';
import {
  API_BASE,
  type DataAccess,
  eventFunctions,
  gatewayPool,
  OUTBOX_RUN_EVENT,
  type RouteDef,
  routeKey,
  routes as routeTable,
  websocketRoutes,
} from '../../functions/contract/routes.js';
import { ENV } from '../../functions/core/config.js';
import { TABLE_SCHEMA } from '../../functions/core/data/keys.js';
import { MAIL_STREAM_FILTER_PATTERN } from '../../functions/core/data/sent-mails.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/http/client-address.js';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../../functions/core/observability.js';
import type { AppStack } from '../../lib/app-stack.js';
import { API_THROTTLE, ROUTE_AREAS, routeArea } from '../../lib/constructs/api.js';
import { FUNCTION_BUNDLING, FUNCTION_RUNTIME, PROJECT_ROOT } from '../../lib/constructs/api-function.js';
import { breakdownQuery } from '../../lib/constructs/dashboard.js';
import { API_5XX_RATE_PERCENT, DEAD_LETTER_MAX_AGE } from '../../lib/constructs/schedule.js';
import {
  SITE_ASSET_EXCLUDE,
  SPA_NOT_FOUND_STATUS,
  SPA_REWRITE,
  WEB_DIST,
} from '../../lib/constructs/site.js';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/table.js';
import {
  COMMON_RULES_COUNTED,
  EDGE_REGION,
  type EdgeStack,
  WAF_RATE_LIMIT,
  WAF_RATE_WINDOW_SECONDS,
} from '../../lib/edge-stack.js';
import {
  HSTS,
  NO_REFERRER_PAGES,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  referrerPolicyFor,
  securityHeaders,
} from '../../lib/security-headers.js';
import { logicalIdIn, mergedTemplate } from '../support/templates.js';

const routes = routeTable as readonly RouteDef[];

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties?: Json;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs?: { constructPath: string }[];
}

let app: App;
let stack: AppStack;
let template: Template;
let edge: EdgeStack;
let edgeResources: Record<string, Resource>;
let resources: Record<string, Resource>;
/** Resource count of each synthesized template of the app stage (parent and nested), by file name. */
let stackSizes: Record<string, number> = {};
let synthError: Error | undefined;
let report: { pluginReports: { pluginName: string; violations: Violation[] }[] } | undefined;

beforeAll(() => {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Json };
  const outdir = mkdtempSync(join(tmpdir(), 'cork-infra-'));
  // The assertions read the template only, never a function's code: an empty
  // `aws:cdk:bundling-stacks` context (CDK's list of the stacks whose assets are bundled) leaves
  // every esbuild bundle out.
  const built = createApp({ context: { ...cdkJson.context, [BUNDLING_STACKS]: [] }, outdir });
  stack = built.stack;
  edge = built.edge;
  app = built.app;
  try {
    const assembly = built.app.synth();
    template = Template.fromJSON(mergedTemplate(assembly, stack, outdir));
    stackSizes = Object.fromEntries(
      readdirSync(outdir)
        .filter((f) => f.endsWith('.template.json'))
        .map((f) => [
          f,
          Object.keys((JSON.parse(readFileSync(join(outdir, f), 'utf8')) as { Resources: Json }).Resources)
            .length,
        ]),
    );
    edgeResources = (assembly.getStackArtifact(edge.artifactId).template as { Resources: typeof resources })
      .Resources;
  } catch (err) {
    synthError = err as Error;
  }
  try {
    report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
  } catch {
    report = undefined;
  }
  if (template) resources = template.toJSON().Resources as Record<string, Resource>;
});

/** Logical id of an L2 construct's CloudFormation resource (in its own stack, nested or not). */
function idOf(construct: IConstruct): string {
  return logicalIdIn(construct);
}

/** Properties of a template resource (`{}` when it has none). */
function propsOf(resource: Resource | undefined): Json {
  return resource?.Properties ?? {};
}

function ofType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

/** Every action of every policy attached to `roleId` (`Allow` statements). */
function roleActions(roleId: string): { action: string; resource: unknown }[] {
  const out: { action: string; resource: unknown }[] = [];
  for (const [, policy] of ofType('AWS::IAM::Policy')) {
    const roles = (policy.Properties?.Roles ?? []) as { Ref?: string }[];
    if (!roles.some((r) => r.Ref === roleId)) continue;
    const doc = policy.Properties?.PolicyDocument as { Statement: Json[] };
    for (const st of doc.Statement) {
      if (st.Effect !== 'Allow') continue;
      const actions = ([] as string[]).concat(st.Action as string | string[]);
      for (const action of actions) out.push({ action, resource: st.Resource });
    }
  }
  return out;
}

/** The role logical id of a function resource. */
function roleOf(functionId: string): string {
  const role = resources[functionId]?.Properties?.Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

function routeFunctionId(route: RouteDef): string {
  const fn = stack.api.functions.get(routeKey(route));
  if (!fn) throw new Error(`no function for ${routeKey(route)}`);
  return idOf(fn);
}

const SOURCE_ARN = (policyResource: unknown) => JSON.stringify(policyResource);

describe('synthesis', () => {
  it('synthesizes with cdk-nag AwsSolutions and no unacknowledged error', () => {
    expect(synthError?.message).toBeUndefined();
    // The plugin is registered on the app (a plugin with nothing to report is left out of the report).
    const plugins = (app as unknown as { _validationPlugins: { name: string }[] })._validationPlugins;
    expect(plugins.map((p) => p.name)).toContain('AwsSolutions');
    expect(report, 'validation report written').toBeDefined();
    const nag = report?.pluginReports.find((p) => p.pluginName === 'AwsSolutions');
    const errors = (nag?.violations ?? [])
      .filter((v) => v.severity === 'error' || v.severity === 'fatal')
      .map((v) => `${v.ruleName} @ ${(v.violatingConstructs ?? []).map((c) => c.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  // CloudFormation refuses a stack over 500 resources; docs/architecture.md#stacks keeps each under 400.
  it('keeps every synthesized stack, parent and nested, under 400 resources', () => {
    const sizes = Object.entries(stackSizes);
    expect(sizes.length).toBe(2 + stack.api.areaStacks.size);
    for (const [file, size] of sizes) expect(size, file).toBeLessThanOrEqual(400);
  });

  it('places the routes in the nested stacks of their areas, with room for 20 more routes in each', () => {
    expect([...stack.api.areaStacks.keys()].sort()).toEqual(Object.keys(ROUTE_AREAS).sort());
    for (const route of routes) {
      const fn = stack.api.functions.get(routeKey(route));
      expect(Stack.of(fn as IConstruct), routeKey(route)).toBe(stack.api.areaStacks.get(routeArea(route)));
    }
    // About five resources per route (function, log group, permission, integration, route).
    for (const [area, nested] of stack.api.areaStacks) {
      expect(stackSizes[nested.templateFile], area).toBeLessThanOrEqual(400 - 20 * 5);
    }
    expect(() => routeArea({ method: 'GET', path: '/admin/unplaced', auth: 'admin' })).toThrow(
      /no route area/,
    );
  });
});

describe('HTTP API from the route table', () => {
  it('has one function per route, each described by its route key', () => {
    const described = ofType('AWS::Lambda::Function').map(([, r]) => String(r.Properties?.Description ?? ''));
    for (const route of routes) {
      expect(
        described.filter((d) => d.startsWith(`${routeKey(route)}: `)),
        routeKey(route),
      ).toHaveLength(1);
    }
    const routeFunctions = described.filter((d) => /^(GET|POST|PUT|DELETE) \//.test(d));
    expect(routeFunctions).toHaveLength(routes.length);
    expect(new Set(routes.map(routeFunctionId)).size).toBe(routes.length);
  });

  it('has every route key under /api/v1, wired to its own function', () => {
    const apiId = idOf(stack.api.httpApi);
    const httpRoutes = ofType('AWS::ApiGatewayV2::Route').filter(
      ([, r]) => (r.Properties?.ApiId as Json)?.Ref === apiId,
    );
    expect(httpRoutes).toHaveLength(routes.length);
    const keys = httpRoutes.map(([, r]) => r.Properties?.RouteKey);
    for (const route of routes) expect(keys).toContain(`${route.method} ${API_BASE}${route.path}`);
  });

  it('attaches the pool JWT authorizer to every non-public route and none to public ones', () => {
    const authorizers = ofType('AWS::ApiGatewayV2::Authorizer').filter(
      ([, a]) => a.Properties?.AuthorizerType === 'JWT',
    );
    const byName = Object.fromEntries(
      authorizers.map(([id, a]) => [a.Properties?.Name as string, { id, a }]),
    );
    const pools = { candidate: stack.auth.candidates, admin: stack.auth.admins } as const;
    for (const level of ['candidate', 'admin'] as const) {
      const entry = byName[`${level}-pool`];
      expect(entry, `${level} authorizer`).toBeDefined();
      const jwt = entry?.a.Properties?.JwtConfiguration as { Audience: unknown[]; Issuer: unknown };
      expect(jwt.Audience).toEqual([{ Ref: idOf(pools[level].client) }]);
      expect(JSON.stringify(jwt.Issuer)).toContain(idOf(pools[level].pool));
    }
    const routesByKey = new Map(
      ofType('AWS::ApiGatewayV2::Route').map(([, r]) => [String(r.Properties?.RouteKey), r.Properties ?? {}]),
    );
    for (const route of routes) {
      const props = routesByKey.get(`${route.method} ${API_BASE}${route.path}`);
      if (!gatewayPool(route.auth)) {
        expect(props?.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(props?.AuthorizerId, routeKey(route)).toBeUndefined();
      } else {
        expect(props?.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(props?.AuthorizerId, routeKey(route)).toEqual({ Ref: byName[`${route.auth}-pool`]?.id });
      }
    }
  });

  it('throttles the stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: idOf(stack.api.httpApi) },
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      }),
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
        Format: Match.anyValue(),
      },
    });
  });
});

describe('functions', () => {
  it('run Node.js on ARM64 with JSON logs in a log group with retention', () => {
    const ours = ofType('AWS::Lambda::Function').filter(
      ([, r]) => r.Properties?.Runtime === FUNCTION_RUNTIME.name,
    );
    // Route functions + WebSocket handlers + authorizer + the event functions.
    const wsHandlers = new Set(websocketRoutes.map((r) => r.handler)).size;
    // mailFeedback exists only with mail on (test/infra/mail.test.ts); this stack has none.
    expect(ours).toHaveLength(routes.length + wsHandlers + 1 + Object.keys(eventFunctions).length - 1);
    // OCR of scanned CVs (issue 14) is the one function with memory of its own.
    const ocrId = idOf(stack.eventFunctions.cvOcr);
    expect(resources[ocrId]?.Properties?.MemorySize).toBe(2048);
    // The search indexer holds and rewrites the whole index (docs/architecture.md#search).
    const indexerId = idOf(stack.eventFunctions.searchIndexer);
    expect(resources[indexerId]?.Properties?.MemorySize).toBe(1769);
    expect(resources[indexerId]?.Properties?.ReservedConcurrentExecutions).toBe(1);
    const retained = new Map(
      ofType('AWS::Logs::LogGroup').map(([id, r]) => [id, r.Properties?.RetentionInDays]),
    );
    for (const [id, fn] of ours) {
      const p = fn.Properties ?? {};
      expect(p.Architectures, id).toEqual(['arm64']);
      expect(p.MemorySize as number, id).toBeGreaterThanOrEqual(256);
      if (id !== ocrId && id !== indexerId) expect(p.MemorySize as number, id).toBeLessThanOrEqual(512);
      expect(p.Timeout, id).toBeDefined();
      const logging = p.LoggingConfig as { LogFormat: string; LogGroup: { Ref: string } };
      expect(logging.LogFormat, id).toBe('JSON');
      expect(retained.get(logging.LogGroup.Ref), id).toBeGreaterThan(0);
      const env = Object.keys(((p.Environment as Json)?.Variables ?? {}) as Json);
      const known = new Set<string>([...Object.values(ENV), 'NODE_OPTIONS']);
      for (const name of env) expect(known.has(name), `${id} env ${name}`).toBe(true);
    }
  });

  it('grant exactly what the route access needs', () => {
    const tableArn = idOf(stack.table.table);
    const bucketArn = idOf(stack.cvBucket.bucket);
    for (const route of routes) {
      const actions = roleActions(roleOf(routeFunctionId(route)));
      const has = (a: string) => actions.some((x) => x.action === a);
      const on = (a: string) => actions.filter((x) => x.action === a).map((x) => SOURCE_ARN(x.resource));
      const a: DataAccess = route.access;
      const label = routeKey(route);
      for (const w of TABLE_WRITE_ACTIONS) expect(has(w), `${label} ${w}`).toBe(a.table === 'write');
      for (const r of TABLE_READ_ACTIONS) expect(has(r), `${label} ${r}`).toBe(Boolean(a.table));
      if (a.table) expect(on('dynamodb:Query').join(), label).toContain(tableArn);
      expect(has('dynamodb:Scan'), `${label} Scan`).toBe(false);
      expect(has('s3:GetObject'), `${label} s3:GetObject`).toBe(Boolean(a.cvBucket));
      expect(has('s3:PutObject'), `${label} s3:PutObject`).toBe(a.cvBucket === 'write');
      expect(has('s3:DeleteObjectVersion'), `${label} s3:DeleteObjectVersion`).toBe(a.cvBucket === 'write');
      if (a.cvBucket) expect(on('s3:GetObject').join(), label).toContain(bucketArn);
      const cognito = actions
        .filter((x) => x.action.startsWith('cognito-idp:'))
        .map((x) => SOURCE_ARN(x.resource));
      expect(
        cognito.some((r) => r.includes(idOf(stack.auth.candidates.pool))),
        `${label} candidate pool`,
      ).toBe(Boolean(a.candidatePool));
      expect(
        cognito.some((r) => r.includes(idOf(stack.auth.admins.pool))),
        `${label} admin pool`,
      ).toBe(Boolean(a.adminPool));
      expect(has('cognito-idp:AdminAddUserToGroup'), `${label} groups`).toBe(Boolean(a.adminPool));
      expect(has('execute-api:ManageConnections'), `${label} connections`).toBe(Boolean(a.connections));
      expect(
        actions.some((x) => x.action.startsWith('ses:')),
        `${label} ses`,
      ).toBe(false); // no mailFrom context here
    }
  });

  it('gives read-only routes no table write action (resume list, public job titles)', () => {
    for (const handler of ['resume/list', 'public/job-titles-list']) {
      const route = routes.find((r) => r.handler === handler);
      expect(route?.access.table, handler).toBe('read');
      const actions = roleActions(roleOf(routeFunctionId(route as RouteDef))).map((x) => x.action);
      expect(actions, handler).toContain('dynamodb:Query');
      for (const w of TABLE_WRITE_ACTIONS) expect(actions, handler).not.toContain(w);
      // The resume list reads the search index object and the CV texts its passages come from.
      expect(
        actions.filter((x) => x.startsWith('s3:')),
        handler,
      ).toEqual(handler === 'resume/list' ? ['s3:GetObject'] : []);
    }
    const upload = routes.find((r) => r.handler === 'resume/upload') as RouteDef;
    const uploadActions = roleActions(roleOf(routeFunctionId(upload))).map((x) => x.action);
    expect(uploadActions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 's3:PutObject']));
  });

  it('grants the WebSocket management API to cv-received only (the sweep hands a stuck upload to it), with its endpoint', () => {
    const cvReceived = resources[idOf(stack.eventFunctions.cvReceived)]?.Properties ?? {};
    const env = (cvReceived.Environment as { Variables: Json }).Variables;
    expect(env[ENV.wsManagementEndpoint]).toBeDefined();
    expect(roleActions(roleOf(idOf(stack.eventFunctions.cvReceived))).map((x) => x.action)).toContain(
      'execute-api:ManageConnections',
    );
    for (const id of [
      stack.eventFunctions.expirySweep,
      stack.eventFunctions.interviewReminders,
      stack.eventFunctions.cvOcr,
      stack.eventFunctions.sitePages,
      stack.eventFunctions.searchIndexer,
    ])
      expect(roleActions(roleOf(idOf(id))).map((x) => x.action)).not.toContain(
        'execute-api:ManageConnections',
      );
  });

  it('lets cv-received alone start the OCR function, and the sweep only cv-received (a stuck upload), each named in their environment', () => {
    const ocr = stack.eventFunctions.cvOcr;
    const envOf = (fn: IConstruct) =>
      (propsOf(resources[idOf(fn)]).Environment as { Variables: Json }).Variables;
    expect(envOf(stack.eventFunctions.cvReceived)[ENV.ocrFunctionName]).toEqual({ Ref: idOf(ocr) });
    const sweepEnv = envOf(stack.eventFunctions.expirySweep);
    expect(sweepEnv[ENV.cvReceivedFunctionName]).toEqual({ Ref: idOf(stack.eventFunctions.cvReceived) });
    expect(sweepEnv[ENV.ocrFunctionName]).toBeUndefined();
    const invokes = (id: string) => roleActions(roleOf(id)).some((x) => x.action === 'lambda:InvokeFunction');
    expect(invokes(idOf(stack.eventFunctions.cvReceived))).toBe(true);
    const sweepInvokes = roleActions(roleOf(idOf(stack.eventFunctions.expirySweep))).filter(
      (x) => x.action === 'lambda:InvokeFunction',
    );
    expect(JSON.stringify(sweepInvokes)).toContain(idOf(stack.eventFunctions.cvReceived));
    expect(JSON.stringify(sweepInvokes)).not.toContain(idOf(ocr));
    expect(invokes(idOf(stack.eventFunctions.interviewReminders))).toBe(false);
    // Only the posting writes (sitePages, next test) and the search (the indexer) invoke a function, never OCR.
    for (const route of routes)
      expect(invokes(routeFunctionId(route)), route.handler).toBe(
        Boolean(route.access.sitePages || route.access.searchIndexer),
      );
  });

  it('lets the CV search alone ask the search indexer for a rebuild, named in its environment', () => {
    const indexer = stack.eventFunctions.searchIndexer;
    const askers = routes.filter((r) => r.access.searchIndexer).map((r) => r.handler);
    expect(askers).toEqual(['resume/list']);
    for (const route of routes.filter((r) => r.access.searchIndexer)) {
      const props = resources[routeFunctionId(route)]?.Properties ?? {};
      const env = (props.Environment as { Variables: Json }).Variables;
      expect(env[ENV.searchIndexerFunctionName]).toEqual({ Ref: idOf(indexer) });
      const grants = roleActions(roleOf(routeFunctionId(route))).filter(
        (x) => x.action === 'lambda:InvokeFunction',
      );
      expect(JSON.stringify(grants)).toContain(idOf(indexer));
      expect(JSON.stringify(grants)).not.toContain(idOf(stack.eventFunctions.cvOcr));
    }
  });

  it('lets the posting writes (not the sweep: its own schedule) start sitePages, which writes the site bucket and invalidates the distribution', () => {
    const writes = routes.filter((r) => r.access.sitePages).map((r) => r.handler);
    expect(writes.sort()).toEqual(
      ['create', 'delete', 'pause', 'resume', 'update'].map((op) => `job-postings/${op}`),
    );
    const envOf = (id: string) =>
      ((resources[id]?.Properties?.Environment as { Variables?: Json } | undefined)?.Variables ?? {}) as Json;
    for (const route of routes.filter((r) => r.access.sitePages))
      expect(envOf(routeFunctionId(route))[ENV.sitePagesFunctionName], route.handler).toBeDefined();
    const sweepId = idOf(stack.eventFunctions.expirySweep);
    expect(envOf(sweepId)[ENV.sitePagesFunctionName]).toBeUndefined();
    // The sweep starts cv-received only (the previous test), never sitePages.
    const sweepInvokes = roleActions(roleOf(sweepId)).filter((x) => x.action === 'lambda:InvokeFunction');
    expect(JSON.stringify(sweepInvokes)).not.toContain(idOf(stack.eventFunctions.sitePages));
    const pagesId = idOf(stack.eventFunctions.sitePages);
    expect(Object.keys(envOf(pagesId))).toEqual(
      expect.arrayContaining([ENV.siteBucket, ENV.siteDistributionId, ENV.siteOrigin, ENV.tableName]),
    );
    const actions = roleActions(roleOf(pagesId)).map((x) => x.action);
    expect(actions).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObject', 'cloudfront:CreateInvalidation']),
    );
    expect(actions.some((a) => a.startsWith('dynamodb:Put') || a.startsWith('dynamodb:Delete'))).toBe(false);
  });

  it('has no IAM statement with Action "*", and Resource "*" only for the X-Ray actions of active tracing', () => {
    // dynamodb:ListStreams (the search indexer's stream mapping) has no resource-level permission.
    const xray = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
    const unscoped = [...xray, 'dynamodb:ListStreams'];
    for (const [id, policy] of ofType('AWS::IAM::Policy')) {
      const doc = policy.Properties?.PolicyDocument as { Statement: Json[] };
      for (const st of doc.Statement) {
        const actions = ([] as unknown[]).concat(st.Action);
        expect(actions, id).not.toContain('*');
        if (([] as unknown[]).concat(st.Resource).includes('*'))
          for (const a of actions) expect(unscoped, id).toContain(a);
      }
    }
  });

  it('trace every function with X-Ray, Powertools bundled (no layer) and the AWS SDK bundled', () => {
    const ours = ofType('AWS::Lambda::Function').filter(
      ([, r]) => r.Properties?.Runtime === FUNCTION_RUNTIME.name,
    );
    expect(ours.length).toBeGreaterThan(routes.length);
    for (const [id, fn] of ours) {
      expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.Properties?.Layers, id).toBeUndefined();
    }
    // Empty on purpose: NodejsFunction's default externals would leave the AWS SDK out.
    expect(FUNCTION_BUNDLING.externalModules).toEqual([]);
  });
});

describe('data', () => {
  it('derives the table keys, GSIs and TTL from TABLE_SCHEMA', () => {
    const table = resources[idOf(stack.table.table)] as Resource;
    const p = table.Properties ?? {};
    expect(table.DeletionPolicy).toBe('Retain');
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.DeletionProtectionEnabled).toBe(true);
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true });
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE_SCHEMA.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('keeps the CV bucket private, versioned, TLS-only, erasing old versions after a day', () => {
    const id = idOf(stack.cvBucket.bucket);
    const p = resources[id]?.Properties ?? {};
    expect(p.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(p.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (p.LifecycleConfiguration as { Rules: Json[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Status: 'Enabled',
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        }),
        // A week of nightly intakes for an acknowledged upload whose event failed (docs/operations.md).
        expect.objectContaining({ Prefix: 'quarantine/', ExpirationInDays: 7 }),
      ]),
    );
    expect(p.BucketEncryption).toBeDefined();
    expect(p.LoggingConfiguration).toBeDefined();
    const cors = (p.CorsConfiguration as { CorsRules: Json[] }).CorsRules[0] as Json;
    expect(cors.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'GET', 'PUT', 'HEAD']));
    expect(cors.AllowedOrigins).toHaveLength(1);
  });

  it('blocks public access and enforces TLS on every bucket', () => {
    const policies = ofType('AWS::S3::BucketPolicy');
    for (const [id, bucket] of ofType('AWS::S3::Bucket')) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const policy = policies.find(([, pol]) => (pol.Properties?.Bucket as Json)?.Ref === id);
      const document = propsOf(policy?.[1]).PolicyDocument as { Statement: Json[] } | undefined;
      const statements = document?.Statement ?? [];
      expect(statements, id).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('sends ObjectCreated on the CV bucket to cv-received', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: idOf(stack.cvBucket.bucket) },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            LambdaFunctionArn: { 'Fn::GetAtt': [idOf(stack.eventFunctions.cvReceived), 'Arn'] },
          },
        ],
      },
    });
  });
});

describe('auth', () => {
  it('has two pools with the admin password rule, self sign-up with a mailed code for candidates only, and the admin groups', () => {
    const pools = ofType('AWS::Cognito::UserPool');
    expect(pools).toHaveLength(2);
    for (const [id, pool] of pools) {
      const p = pool.Properties ?? {};
      const candidates = id === idOf(stack.auth.candidates.pool);
      // Candidates sign up through the API with Cognito's SignUp and confirm the mailed code; admins never sign up.
      expect((p.AdminCreateUserConfig as Json).AllowAdminCreateUserOnly, id).toBe(!candidates);
      if (candidates) {
        expect(p.AutoVerifiedAttributes, id).toEqual(['email']);
        expect((p.VerificationMessageTemplate as Json).DefaultEmailOption, id).toBe('CONFIRM_WITH_CODE');
      }
      expect(p.UsernameAttributes, id).toEqual(['email']);
      expect((p.Policies as Json).PasswordPolicy, id).toMatchObject({
        MinimumLength: 8,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
    }
    const groups = ofType('AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties ?? {});
    expect(groups.map((g) => g.GroupName).sort()).toEqual([
      'admin',
      'hr-manager',
      'recruiter',
      'super_admin',
      'viewer',
    ]);
    for (const g of groups) expect(g.UserPoolId).toEqual({ Ref: idOf(stack.auth.admins.pool) });
    for (const [, client] of ofType('AWS::Cognito::UserPoolClient')) {
      const p = client.Properties ?? {};
      expect(p.GenerateSecret).toBe(false);
      // Server-side password sign-in only: USER_PASSWORD_AUTH would let a client skip the login throttle.
      expect([...(p.ExplicitAuthFlows as string[])].sort()).toEqual([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]);
      expect(p.IdTokenValidity).toBe(60);
    }
  });
});

describe('realtime', () => {
  it('has the WebSocket routes, $connect behind the token authorizer', () => {
    const wsApi = idOf(stack.realtime.api);
    const wsRoutes = ofType('AWS::ApiGatewayV2::Route').filter(
      ([, r]) => (r.Properties?.ApiId as Json)?.Ref === wsApi,
    );
    expect(wsRoutes.map(([, r]) => r.Properties?.RouteKey).sort()).toEqual(
      websocketRoutes.map((r) => r.routeKey).sort(),
    );
    const connect = wsRoutes.find(([, r]) => r.Properties?.RouteKey === '$connect')?.[1].Properties ?? {};
    expect(connect.AuthorizationType).toBe('CUSTOM');
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      ApiId: { Ref: wsApi },
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { ApiId: { Ref: wsApi }, AutoDeploy: true });
  });
});

/** Whether the dead-letter alarm watches the age of the oldest message of queue `queueId`. */
function deadLetterAlarmWatches(queueId: string): boolean {
  return ofType('AWS::CloudWatch::Alarm').some(([, a]) =>
    ((a.Properties?.Metrics ?? []) as { MetricStat?: { Metric: Json } }[]).some(
      (m) =>
        m.MetricStat?.Metric.MetricName === 'ApproximateAgeOfOldestMessage' &&
        JSON.stringify(m.MetricStat.Metric.Dimensions) ===
          JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }]),
    ),
  );
}

describe('schedule and alarms', () => {
  it('runs the expiry sweep at 02:00 Europe/Dublin with an encrypted dead-letter queue the dead-letter alarm watches', () => {
    const dlq = idOf(stack.schedule.deadLetterQueue);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Dublin',
      Target: {
        Arn: { 'Fn::GetAtt': [idOf(stack.eventFunctions.expirySweep), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      },
    });
    expect(resources[dlq]?.Properties?.SqsManagedSseEnabled).toBe(true);
    expect(deadLetterAlarmWatches(dlq)).toBe(true);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
    });
  });

  it('runs the mail outbox every minute on its own function with the outbox event, not retried, dead letters watched', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      Target: {
        Arn: { 'Fn::GetAtt': [idOf(stack.eventFunctions.mailOutbox), 'Arn'] },
        Input: JSON.stringify(OUTBOX_RUN_EVENT),
        RetryPolicy: { MaximumRetryAttempts: 0 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [idOf(stack.schedule.deadLetterQueue), 'Arn'] } },
      },
    });
    // The sweep no longer gets the outbox's event.
    expect(
      ofType('AWS::Scheduler::Schedule').filter(([, s]) => {
        const target = s.Properties?.Target as { Arn?: unknown; Input?: string } | undefined;
        return (
          JSON.stringify(target?.Arn) ===
            JSON.stringify({ 'Fn::GetAtt': [idOf(stack.eventFunctions.expirySweep), 'Arn'] }) &&
          target?.Input === JSON.stringify(OUTBOX_RUN_EVENT)
        );
      }),
    ).toEqual([]);
  });

  it('starts the mail outbox from the table stream for mail items written queued: batched, halved on error, retried, failures reported per record and parked in a watched queue', () => {
    const mapping = ofType('AWS::Lambda::EventSourceMapping').find(
      ([, m]) =>
        JSON.stringify(m.Properties?.FunctionName) ===
        JSON.stringify({ Ref: idOf(stack.eventFunctions.mailOutbox) }),
    )?.[1].Properties;
    expect(mapping).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(MAIL_STREAM_FILTER_PATTERN) }] },
    });
    const destination = mapping?.DestinationConfig as
      | { OnFailure: { Destination: { 'Fn::GetAtt': string[] } } }
      | undefined;
    const dlq = destination?.OnFailure.Destination['Fn::GetAtt'][0] ?? '';
    expect(resources[dlq]?.Properties?.SqsManagedSseEnabled).toBe(true);
    expect(deadLetterAlarmWatches(dlq)).toBe(true);
  });

  it("runs the interview reminders every hour on their own function (table and mail only), dead letters in the sweep's watched queue", () => {
    const dlq = idOf(stack.schedule.deadLetterQueue);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      Target: {
        Arn: { 'Fn::GetAtt': [idOf(stack.eventFunctions.interviewReminders), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 1 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      },
    });
    expect(deadLetterAlarmWatches(dlq)).toBe(true);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: idOf(stack.eventFunctions.interviewReminders) },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
    });
    const actions = roleActions(roleOf(idOf(stack.eventFunctions.interviewReminders))).map((x) => x.action);
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.some((a) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toBe(false);
    // The sweep's own schedules no longer carry the reminders' event.
    expect(JSON.stringify(template.findResources('AWS::Scheduler::Schedule'))).not.toContain(
      'interview-reminders',
    );
  });

  it('alarms as soon as one mail is given up (the MailGivenUp business metric)', () => {
    const alarm = ofType('AWS::CloudWatch::Alarm').find(([, a]) =>
      JSON.stringify(a.Properties?.Metrics ?? []).includes('"MetricName":"MailGivenUp"'),
    )?.[1].Properties;
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(alarm?.Metrics)).toContain(`"Namespace":"${METRICS_NAMESPACE}"`);
  });

  it('rewrites every prerendered page at the same hour from a schedule of its own, with its own watched dead-letter queue', () => {
    const dlq = idOf(stack.schedule.pagesDeadLetterQueue);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Dublin',
      Target: {
        Arn: { 'Fn::GetAtt': [idOf(stack.eventFunctions.sitePages), 'Arn'] },
        Input: '{}',
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      },
    });
    expect(deadLetterAlarmWatches(dlq)).toBe(true);
  });

  it('cv-received and cv-ocr: two retries, then an encrypted dead-letter queue the dead-letter alarm watches', () => {
    for (const fn of [stack.eventFunctions.cvReceived, stack.eventFunctions.cvOcr]) {
      const configs = Object.values(resources).filter(
        (r) =>
          r.Type === 'AWS::Lambda::EventInvokeConfig' &&
          JSON.stringify(r.Properties?.FunctionName) === JSON.stringify({ Ref: idOf(fn) }),
      );
      expect(configs).toHaveLength(1);
      expect(configs[0]!.Properties?.MaximumRetryAttempts).toBe(2);
      const queueId = (
        configs[0]!.Properties!.DestinationConfig as {
          OnFailure: { Destination: { 'Fn::GetAtt': string[] } };
        }
      ).OnFailure.Destination['Fn::GetAtt'][0]!;
      expect(resources[queueId]?.Type).toBe('AWS::SQS::Queue');
      expect(resources[queueId]?.Properties?.SqsManagedSseEnabled).toBe(true);
      expect(deadLetterAlarmWatches(queueId)).toBe(true);
    }
  });

  it('alarms on the API 5xx rate, Lambda errors and throttles, table throttles and the oldest dead letter', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties ?? {});
    const rate = alarms.find((a) => String(a.AlarmDescription).includes('5xx')) as Json;
    const metrics = rate.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: Json } }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe(
      'IF(requests >= 20, 100 * errors / requests, 0)',
    );
    expect(
      metrics
        .map((m) => (m.MetricStat?.Metric as Json | undefined)?.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    expect(rate.Threshold).toBe(API_5XX_RATE_PERCENT);
    for (const metricName of ['Throttles', 'Errors']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Threshold: 1,
        Dimensions: Match.absent(),
      });
    }
    const tableThrottles = alarms.find((a) =>
      JSON.stringify(a.Metrics ?? []).includes('WriteThrottleEvents'),
    );
    expect(JSON.stringify(tableThrottles?.Metrics)).toContain('ReadThrottleEvents');
    // One alarm over the oldest message of every dead-letter queue.
    const dead = alarms.find((a) => String(a.AlarmDescription).startsWith('A dead letter')) as Json;
    expect(dead.Threshold).toBe(DEAD_LETTER_MAX_AGE.toSeconds());
    const queueIds = [
      stack.schedule.deadLetterQueue,
      ...stack.node.findAll().filter((c) => /Failures\/Queue$/.test(c.node.path)),
    ].map((q) => idOf(q));
    expect(queueIds).toHaveLength(3);
    for (const q of queueIds) expect(JSON.stringify(dead.Metrics)).toContain(`"${q}"`);
    // Every alarm notifies the one topic, and the alarms watch at most the ten metrics CloudWatch does not bill.
    const topic = idOf(stack.node.findAll().find((c) => c.node.path.endsWith('Alarms/Topic'))!);
    for (const a of alarms) expect(a.AlarmActions).toEqual([{ Ref: topic }]);
    const watched = alarms.reduce(
      (n, a) =>
        n + (a.MetricName ? 1 : (a.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length),
      0,
    );
    expect(watched).toBe(STACK_UNITS.alarmMetrics - 1); // the SES bounce alarm exists with mail only
  });

  it('has one dashboard with the API, every function by area, the table, the dead letters and each business metric', () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]![1].Properties?.DashboardBody);
    for (const metric of ['4xx', '5xx', 'Latency', 'ReadThrottleEvents', 'ApproximateAgeOfOldestMessage']) {
      expect(body, metric).toContain(metric);
    }
    expect(body).toContain('p95');
    // Each route function is on the dashboard under its area (its name comes from its nested stack).
    for (const route of routes) {
      const fn = stack.api.functions.get(routeKey(route))?.node.defaultChild as CfnElement;
      expect(body, routeKey(route)).toContain(`Outputs.${Names.uniqueId(fn)}Ref`);
    }
    for (const area of Object.keys(ROUTE_AREAS)) expect(body).toContain(`${area} errors`);
    for (const name of Object.keys(BUSINESS_METRICS)) {
      expect(body, name).toContain(
        `"${METRICS_NAMESPACE}","${name}","service","cork-careers"`.replace(/"/g, '\\"'),
      );
    }
    // Rejections by reason from the EMF lines' metadata (Logs Insights), on cv-received's log group.
    expect(body).toContain(breakdownQuery('CvRejected'));
    expect(body).toContain(idOf(stack.eventFunctions.cvReceived.logGroup));
  });
});

describe('site', () => {
  /** A CloudFormation string value with its tokens flattened, for `contains` checks. */
  const flat = (value: unknown): string => JSON.stringify(value ?? null).replace(/\\"/g, '"');

  it('sends the security headers of lib/security-headers.ts on every behaviour', () => {
    const [[policyId, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const config = (propsOf(policy).ResponseHeadersPolicyConfig as Json).SecurityHeadersConfig as Json;
    const expected = securityHeaders();
    const csp = flat((config.ContentSecurityPolicy as Json).ContentSecurityPolicy);
    for (const directive of expected['Content-Security-Policy']?.split('; ') ?? []) {
      if (!directive.startsWith('connect-src')) expect(csp).toContain(directive);
    }
    // connect-src: the CV bucket (presigned POST) and the WebSocket API (its endpoint is wss://...).
    expect(csp).toContain(`connect-src 'self' https://${stack.stackName.toLowerCase()}-cvs-`);
    expect(csp).toContain(`{"Fn::GetAtt":["${idOf(stack.realtime.api)}","ApiEndpoint"]}`);
    expect(config.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS.maxAgeSeconds,
      IncludeSubdomains: HSTS.includeSubdomains,
      Preload: HSTS.preload,
      Override: true,
    });
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(config.FrameOptions).toEqual({ FrameOption: expected['X-Frame-Options'], Override: true });
    expect(config.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });

    const dist = ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties?.DistributionConfig as Json;
    const def = dist.DefaultCacheBehavior as Json;
    expect(def.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(def.ViewerProtocolPolicy).toBe('redirect-to-https');
    // The app's pages to index.html and unknown paths to a 404 (test/infra/spa-functions.test.ts).
    expect((def.FunctionAssociations as Json[]).map((a) => a.EventType)).toEqual([
      'viewer-request',
      'viewer-response',
    ]);

    const api = (dist.CacheBehaviors as Json[]).find((b) => b.PathPattern === '/api/*') as Json;
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(api.FunctionAssociations).toBeUndefined();
    expect(dist.CustomErrorResponses).toBeUndefined();
    expect(dist.Logging).toBeDefined();
  });

  it('answers /my-data with the same headers but Referrer-Policy no-referrer, through the same origin and functions', () => {
    const dist = ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties?.DistributionConfig as Json;
    const def = dist.DefaultCacheBehavior as Json;
    for (const page of NO_REFERRER_PAGES) {
      const behaviour = (dist.CacheBehaviors as Json[]).find((b) => b.PathPattern === `${page}*`) as Json;
      expect(behaviour, page).toBeDefined();
      const { ResponseHeadersPolicyId, PathPattern: _, ...rest } = behaviour;
      const { ResponseHeadersPolicyId: siteId, ...site } = def;
      expect(rest).toEqual(site);
      expect(ResponseHeadersPolicyId).not.toEqual(siteId);
      const id = (ResponseHeadersPolicyId as { Ref: string }).Ref;
      const config = (propsOf(resources[id]!).ResponseHeadersPolicyConfig as Json)
        .SecurityHeadersConfig as Json;
      expect(config.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
      expect(config.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    }
    expect(referrerPolicyFor('/my-data')).toBe('no-referrer');
    expect(referrerPolicyFor('/careers')).toBe(REFERRER_POLICY);
  });

  it('writes /config.json (WebSocket URL, region) uncached, whether or not the SPA is built', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties ?? {});
    const config = deployments.find((d) =>
      flat(d.SourceMarkers).includes(`{"Ref":"${idOf(stack.realtime.api)}"}`),
    );
    expect(config, 'a deployment with the WebSocket API marker').toBeDefined();
    expect(flat(config?.SourceMarkers)).toContain('{"Ref":"AWS::Region"}');
    expect(config?.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(config?.DestinationBucketName).toEqual({ Ref: idOf(stack.site.bucket) });
  });

  it('deploys the two CloudFront functions of the pages and of unknown paths, in the JS 2.0 runtime', () => {
    const codes = ofType('AWS::CloudFront::Function').map(([, f]) => f.Properties ?? {});
    expect(codes.map((c) => c.FunctionCode).sort()).toEqual([SPA_NOT_FOUND_STATUS, SPA_REWRITE].sort());
    for (const c of codes) expect((c.FunctionConfig as Json).Runtime).toBe('cloudfront-js-2.0');
  });
});

describe('trusted client identity and edge protection (issue 13)', () => {
  const distribution = () =>
    ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties?.DistributionConfig as Json;
  /** The header values CloudFront sends to the API origin, by name. */
  const apiOriginHeaders = (): Record<string, unknown> => {
    const dist = distribution();
    const behaviour = (dist.CacheBehaviors as Json[]).find((b) => b.PathPattern === '/api/*') as Json;
    const origin = (dist.Origins as Json[]).find((o) => o.Id === behaviour.TargetOriginId) as Json;
    const headers = (origin.OriginCustomHeaders ?? []) as { HeaderName: string; HeaderValue: unknown }[];
    return Object.fromEntries(headers.map((h) => [h.HeaderName.toLowerCase(), h.HeaderValue]));
  };

  it('puts a WAF web ACL (us-east-1) with a rate limit per address and the AWS common rule set on the distribution', () => {
    expect(edge.region).toBe(EDGE_REGION);
    const acls = Object.entries(edgeResources).filter(([, r]) => r.Type === 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0]!;
    const p = propsOf(acl);
    expect(p.Scope).toBe('CLOUDFRONT');
    expect(p.DefaultAction).toEqual({ Allow: {} });
    const rules = p.Rules as Json[];
    const rate = rules.find((r) => (r.Statement as Json).RateBasedStatement) as Json;
    expect(rate.Action).toEqual({ Block: {} });
    expect((rate.Statement as Json).RateBasedStatement).toEqual({
      Limit: WAF_RATE_LIMIT,
      EvaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
      AggregateKeyType: 'IP',
    });
    const common = rules.find(
      (r) => ((r.Statement as Json).ManagedRuleGroupStatement as Json | undefined)?.Name,
    ) as Json;
    expect((common.Statement as Json).ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    expect(common.OverrideAction).toEqual({ None: {} });
    const counted = (
      ((common.Statement as Json).ManagedRuleGroupStatement as Json).RuleActionOverrides as Json[]
    ).map((o) => o.Name);
    expect(counted).toEqual([...COMMON_RULES_COUNTED]);
    // The app stack reads the ACL's ARN from the edge stack in us-east-1.
    expect(JSON.stringify(distribution().WebACLId)).toContain(edge.stackName);
    expect(JSON.stringify(distribution().WebACLId)).toContain(EDGE_REGION);
    expect(aclId).toBeTruthy();
  });

  it('sends a per-stack secret origin header to the API, and every API function checks the same value', () => {
    const secrets = ofType('AWS::SecretsManager::Secret');
    const secretId = idOf(stack.site.originVerifySecret);
    expect(secrets.map(([id]) => id)).toContain(secretId);
    expect(propsOf(resources[secretId]).GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      PasswordLength: 48,
    });
    const header = apiOriginHeaders()[ORIGIN_VERIFY_HEADER];
    expect(JSON.stringify(header)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header)).toContain(`{"Ref":"${secretId}"}`);
    // The S3 origin gets no secret.
    const s3 = (distribution().Origins as Json[]).filter((o) => o.S3OriginConfig || o.OriginAccessControlId);
    for (const o of s3) expect(o.OriginCustomHeaders).toBeUndefined();
    // The equivalent of disableExecuteApiEndpoint: functions refuse requests without the header.
    for (const route of routes) {
      const env = (propsOf(resources[routeFunctionId(route)]).Environment as { Variables: Json }).Variables;
      expect(env[ENV.originVerifySecret], routeKey(route)).toEqual(header);
    }
  });

  it('sends Permissions-Policy with every answer', () => {
    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const custom = (
      (propsOf(policy).ResponseHeadersPolicyConfig as Json).CustomHeadersConfig as { Items: Json[] }
    ).Items;
    expect(custom).toContainEqual({
      Header: 'Permissions-Policy',
      Value: PERMISSIONS_POLICY,
      Override: true,
    });
    expect(securityHeaders()['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('deploys no source map to the site bucket', () => {
    const ignore = IgnoreStrategy.fromCopyOptions({ exclude: [...SITE_ASSET_EXCLUDE] }, WEB_DIST);
    expect(ignore.ignores(join(WEB_DIST, 'assets', 'index-a1b2.js.map'))).toBe(true);
    expect(ignore.ignores(join(WEB_DIST, 'assets', 'vendor-react-c3d4.js.map'))).toBe(true);
    expect(ignore.ignores(join(WEB_DIST, 'assets', 'index-a1b2.js'))).toBe(false);
    // With a build present, the staged site asset holds no .map file.
    if (!existsSync(join(WEB_DIST, 'index.html'))) return;
    const outdir = app.outdir;
    const staged = readdirSync(outdir)
      .filter((d) => d.startsWith('asset.'))
      .map((d) => join(outdir, d))
      .filter((d) => existsSync(join(d, 'assets')));
    expect(staged.length).toBeGreaterThan(0);
    for (const dir of staged) {
      const files = readdirSync(dir, { recursive: true }) as string[];
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    }
  });
});
