import { Duration, Fn, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_BASE, gatewayPool, type RouteDef, routeKey } from '../../functions/contract/routes.js';
import type { ApiFunctions } from './api-function.js';
import type { Auth } from './auth.js';

/** Stage-wide throttling: far above a recruitment site's traffic, low enough to cap a flood's cost. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

export interface ApiProps {
  readonly auth: Auth;
}

/**
 * The HTTP API of docs/architecture.md#api-conventions (`/api/v1/*`, served to browsers through CloudFront's `/api/*`
 * behaviour): one JWT authorizer per user pool (issuer = the pool, audience = its app client),
 * a `$default` stage with throttling and JSON access logs. Routes are added from the route table
 * with `addRoutes`, one Lambda function per route, once the functions' shared resources exist.
 *
 * The `execute-api` endpoint stays enabled because it is CloudFront's origin (closing it needs an
 * API custom domain). In its place every function refuses a request that lacks the distribution's
 * origin-verify secret (functions/core/http/client-address.ts), so the WAF cannot be bypassed.
 */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** The function of each route, by route key (`GET /resume/{id}`). */
  readonly functions = new Map<string, NodejsFunction>();
  /** The nested stack of each route area that has a route (`routeArea`). */
  readonly areaStacks = new Map<RouteArea, NestedStack>();
  private readonly authorizers: Record<'candidate' | 'admin', HttpJwtAuthorizer>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Cork careers API (/api/v1)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigateway.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationLatency: '$context.integration.latency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            error: '$context.error.message',
          }),
        ),
      },
    });
    const jwtAuthorizer = (name: string, pool: Auth['candidates']) =>
      new HttpJwtAuthorizer(`${name}Authorizer`, pool.pool.userPoolProviderUrl, {
        authorizerName: `${name.toLowerCase()}-pool`,
        jwtAudience: [pool.client.userPoolClientId],
        identitySource: ['$request.header.Authorization'],
      });
    this.authorizers = {
      candidate: jwtAuthorizer('Candidate', props.auth.candidates),
      admin: jwtAuthorizer('Admin', props.auth.admins),
    };
  }

  /** Host name of the API (`{id}.execute-api.{region}.amazonaws.com`), CloudFront's `/api/*` origin. */
  get domainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  /**
   * One function and one API route per route-table entry (`API_BASE` + path), each in the nested
   * stack of its area (`routeArea`), so that no stack nears CloudFormation's resource limit as routes
   * are added (docs/architecture.md#stacks).
   */
  addRoutes(routeTable: readonly RouteDef[], functions: ApiFunctions): void {
    const parent = Stack.of(this);
    for (const route of routeTable) {
      const id = routeId(route);
      const area = routeArea(route);
      let stack = this.areaStacks.get(area);
      if (!stack) {
        stack = new NestedStack(parent, area, { description: `API routes: ${ROUTE_AREAS[area]}` });
        this.areaStacks.set(area, stack);
      }
      const scope = new Construct(stack, id);
      const fn = functions.create(scope, 'Function', {
        handler: route.handler,
        access: route.access,
        auth: route.auth,
        nodeModules: route.nodeModules,
        description: `${routeKey(route)}: ${route.summary}`,
      });
      this.functions.set(routeKey(route), fn);
      const pool = gatewayPool(route.auth);
      const httpRoute = new apigwv2.HttpRoute(scope, 'Route', {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(`${API_BASE}${route.path}`, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          timeout: Duration.seconds(15),
        }),
        authorizer: pool ? this.authorizers[pool] : new apigwv2.HttpNoneAuthorizer(),
      });
      if (!pool) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by the route table (${routeKey(route)}): ${route.summary}. Input is validated by the handler.`,
        });
      }
    }
  }
}

/** `GET /resume/{id}/download` → `GetResumeIdDownload`: a stable construct id per route. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * The nested stacks of the API routes, each with what it holds. Each route adds about five resources
 * (function, log group, permission, integration, route) and each access profile two (role, policy);
 * CloudFormation refuses a stack over 500, and `test/infra/stack.test.ts` keeps every stack under 400
 * (docs/architecture.md#stacks).
 */
export const ROUTE_AREAS = {
  CandidateRoutes: 'the public site and candidates (public, candidate and data-subject routes)',
  CvRoutes: 'CV management, notifications and mail templates',
  CatalogRoutes: 'job postings, job titles and departments',
  AccountRoutes: 'admin accounts, admin sign-in and the dashboard',
} as const;

export type RouteArea = keyof typeof ROUTE_AREAS;

/** Admin routes by the first path segment below `/admin` (or the first segment of a top-level path). */
const ADMIN_SEGMENT_AREAS: Record<string, RouteArea> = {
  resume: 'CvRoutes',
  notifications: 'CvRoutes',
  'mail-templates': 'CvRoutes',
  'interview-mail-templates': 'CvRoutes',
  'offer-mail-template': 'CvRoutes',
  interviews: 'CvRoutes',
  'job-posting': 'CatalogRoutes',
  'job-postings': 'CatalogRoutes',
  'job-titles': 'CatalogRoutes',
  departments: 'CatalogRoutes',
  'reject-reasons': 'CatalogRoutes',
  reports: 'CatalogRoutes',
  admins: 'AccountRoutes',
  auth: 'AccountRoutes',
  dashboard: 'AccountRoutes',
  audit: 'AccountRoutes',
};

/**
 * The nested stack a route lands in: every route a visitor or candidate calls goes to
 * `CandidateRoutes`; an admin route by its path's area (`/resume/...`, `/admin/departments/...`).
 * Throws for an admin route whose segment has no area, so a new kind of route is placed on purpose.
 */
export function routeArea(route: Pick<RouteDef, 'auth' | 'path' | 'method'>): RouteArea {
  if (route.auth !== 'admin') return 'CandidateRoutes';
  const segments = route.path.split('/').filter(Boolean);
  const segment = segments[0] === 'admin' ? segments[1] : segments[0];
  const area = segment ? ADMIN_SEGMENT_AREAS[segment] : undefined;
  if (!area) {
    throw new Error(
      `${route.method} ${route.path}: no route area for "${segment}"; add it to ADMIN_SEGMENT_AREAS (lib/constructs/api.ts)`,
    );
  }
  return area;
}
