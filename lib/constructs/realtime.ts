import { Aws, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { WS_AUTHORIZER_HANDLER, websocketRoutes } from '../../functions/contract/routes.js';
import { type ApiFunctions, type ConnectionsAccess, nagRef } from './api-function.js';

/** Stage of the WebSocket API; part of its URL and of the management endpoint. */
export const WS_STAGE_NAME = 'live';

export interface RealtimeProps {
  readonly functions: ApiFunctions;
  /**
   * Turn on access logs for the WebSocket stage. Off by default: unlike HTTP APIs, WebSocket
   * access logging needs the account-wide API Gateway CloudWatch role, an account singleton this
   * stack must not own. Enable (`-c wsAccessLogs=true`) once the account has that role.
   */
  readonly accessLogs?: boolean;
}

/**
 * The admin notification channel of docs/architecture.md#realtime-and-schedule: an API Gateway WebSocket API whose `$connect`
 * is authorized by a Lambda REQUEST authorizer reading the admin ID token from the `token` query
 * parameter; routes and handlers come from `websocketRoutes` (one function per handler file, so
 * `join-admin` and its alias `join-admin-room` share one). Messages pick their route by
 * `$request.body.action` (`{"action":"join-admin"}`). A stage with auto deploy; the functions that
 * broadcast get the management endpoint through `connections`.
 */
export class Realtime extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  /** Every function of the WebSocket API (route handlers and the authorizer), for alarms. */
  readonly functions: NodejsFunction[] = [];

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const byHandler = new Map<string, NodejsFunction>();
    const handlerFunction = (route: (typeof websocketRoutes)[number]) => {
      let fn = byHandler.get(route.handler);
      if (!fn) {
        const name = route.handler.split('/').pop() ?? route.handler;
        fn = props.functions.create(this, pascal(name), {
          handler: route.handler,
          access: route.access,
          description: `WebSocket ${route.routeKey}`,
        });
        byHandler.set(route.handler, fn);
        this.functions.push(fn);
      }
      return fn;
    };
    const integration = (route: (typeof websocketRoutes)[number]) =>
      new WebSocketLambdaIntegration(`${pascal(route.routeKey)}Integration`, handlerFunction(route));

    const authorizerFn = props.functions.create(this, 'Authorizer', {
      handler: WS_AUTHORIZER_HANDLER,
      access: {},
      auth: 'admin',
      description: 'WebSocket $connect authorizer: admin pool ID token',
    });
    this.functions.push(authorizerFn);

    const connect = websocketRoutes.find((r) => r.routeKey === '$connect');
    const disconnect = websocketRoutes.find((r) => r.routeKey === '$disconnect');
    this.api = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      description: 'Cork careers admin notifications',
      routeSelectionExpression: '$request.body.action',
      ...(connect && {
        connectRouteOptions: {
          integration: integration(connect),
          authorizer: new WebSocketLambdaAuthorizer('AdminTokenAuthorizer', authorizerFn, {
            identitySource: ['route.request.querystring.token'],
          }),
        },
      }),
      ...(disconnect && { disconnectRouteOptions: { integration: integration(disconnect) } }),
    });
    for (const route of websocketRoutes) {
      if (route.routeKey.startsWith('$')) continue;
      this.api.addRoute(route.routeKey, { integration: integration(route) });
    }
    for (const route of this.api.node.findAll().filter((c) => c instanceof apigwv2.CfnRoute)) {
      const key = (route as apigwv2.CfnRoute).routeKey;
      if (key === '$connect') continue;
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `WebSocket routes other than $connect cannot carry an authorizer; ${key} only runs on a connection $connect authorized with an admin token.`,
      });
    }

    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: 20, burstLimit: 50 },
      ...(props.accessLogs && {
        accessLogSettings: {
          destination: new apigwv2.LogGroupLogDestination(
            new logs.LogGroup(this, 'AccessLogs', {
              retention: logs.RetentionDays.THREE_MONTHS,
              removalPolicy: RemovalPolicy.DESTROY,
            }),
          ),
          format: apigateway.AccessLogFormat.jsonWithStandardFields(),
        },
      }),
    });
    if (!props.accessLogs) {
      Validations.of(this.stage).acknowledge({
        id: 'AwsSolutions-APIG1',
        reason:
          'WebSocket access logs need the account-wide API Gateway CloudWatch role, which this stack must not own; ' +
          'connects and disconnects are logged by their functions. Enable with -c wsAccessLogs=true.',
      });
    }
  }

  /** `wss://{api-id}.execute-api.{region}.amazonaws.com/live`: what the SPA connects to (`?token=`). */
  get url(): string {
    return this.stage.url;
  }

  /** Management endpoint and the `@connections` resources broadcasting functions are granted. */
  get connections(): ConnectionsAccess {
    const path = `/${WS_STAGE_NAME}/*/@connections/*`;
    return {
      endpoint: this.stage.callbackUrl,
      resourceArn: `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${this.api.apiId}${path}`,
      findingResource: (from) =>
        `arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${nagRef(this.api, from, 'Ref')}${path}`,
    };
  }
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}
