import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ApiFunctionName, type RouteDef, routes } from '../../functions/routes';
import { acknowledge } from './nag';
import { mapRecord } from './records';
import { LOG_RETENTION } from './service-function';

/** Requests per second across the API, and the burst above it; the handlers scale further. */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** One JSON line per request: enough to follow a request through the handler's logs. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export interface ApiProps {
  readonly functions: Record<ApiFunctionName, IFunction>;
  /** Defaults to the route table; tests pass their own to cover every kind of access. */
  readonly routes?: readonly RouteDef[];
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/** The HTTP API: one route per entry of the route table, with the Cognito JWT authorizer unless public. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Host name of the API's default endpoint (CloudFront's origin for /api/*). */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Greenroom API (reached through CloudFront at /api/*)',
      createDefaultStage: false,
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: LOG_RETENTION })),
        format: accessLogFormat,
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    const integrations = mapRecord(props.functions, (fn, name) => new HttpLambdaIntegration(`${name}-Integration`, fn));

    for (const route of props.routes ?? (routes as readonly RouteDef[])) {
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(this, `Route-${route.id}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.fn],
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        acknowledge(httpRoute, {
          APIG4: `Public by design (${route.summary}); the handler validates its input and the stage is throttled.`,
        });
      }
    }
  }
}
