import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z, ZodType } from 'zod';
import { routes, routesOf, routeKey, type Access, type ApiFunctionName, type RouteDef } from '../routes';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from './errors';
import { currentInvocation } from './invocation';
import { logger } from './logger';
import { principalFromClaims, type Principal } from './principal';

type Routes = (typeof routes)[number];
type RouteIdOf<F extends ApiFunctionName> = Extract<Routes, { fn: F }>['id'];
type BodyOf<Id> = Extract<Routes, { id: Id }> extends { request: infer S extends ZodType } ? z.output<S> : undefined;
type QueryOf<Id> = Extract<Routes, { id: Id }> extends { query: infer S extends ZodType } ? z.output<S> : Record<string, string>;

export interface ApiRequest<Body, Query = Record<string, string>> {
  body: Body;
  params: Record<string, string>;
  query: Query;
  principal: Principal | null;
  route: RouteDef;
  requestId: string;
}

export interface ApiReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Operations<F extends ApiFunctionName> = {
  [Id in RouteIdOf<F>]: (request: ApiRequest<BodyOf<Id>, QueryOf<Id>>) => Promise<ApiReply>;
};

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

/** Throws unless the caller may use a route with this access declaration. */
export function checkAccess(access: Access, principal: Principal | null): void {
  if (access === 'public') return;
  if (!principal) throw unauthorized();
  if (Array.isArray(access) && !access.some((role) => principal.roles.includes(role))) throw forbidden();
}

function readJson(event: Event): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
}

function parseWith(schema: ZodType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw badRequest(issues[0]?.message ?? 'Invalid request', issues);
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

function errorReply(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError) {
    return json(error.status, error.details === undefined ? { message: error.message } : { message: error.message, issues: error.details });
  }
  logger.error('Unhandled error', { error: error as Error });
  return json(500, { message: 'Something went wrong on our side. Please try again.' });
}

/**
 * The one way to write an API function: route lookup from the route table, access check from its
 * declaration, body parsed by its schema, errors mapped to 4xx/5xx without leaking internals.
 */
export function apiHandler<F extends ApiFunctionName>(fn: F, operations: Operations<F>) {
  const mine = new Map(routesOf(fn).map((route) => [routeKey(route), route]));
  const run = (event: Event, _context: Context) =>
    currentInvocation.run({ name: event.routeKey, requestId: event.requestContext.requestId }, () => respond(event));
  const respond = async (event: Event): Promise<APIGatewayProxyStructuredResultV2> => {
    try {
      const route = mine.get(event.routeKey);
      if (!route) throw notFound(`No route ${event.routeKey}`);
      const principal = principalFromClaims(event.requestContext.authorizer?.jwt?.claims);
      checkAccess(route.access, principal);
      const operation = (operations as unknown as Record<string, (request: ApiRequest<unknown, unknown>) => Promise<ApiReply>>)[route.id]!;
      const reply = await operation({
        body: route.request ? parseWith(route.request, readJson(event)) : undefined,
        params: (event.pathParameters ?? {}) as Record<string, string>,
        query: route.query ? parseWith(route.query, event.queryStringParameters ?? {}) : (event.queryStringParameters ?? {}),
        principal,
        route,
        requestId: event.requestContext.requestId,
      });
      return json(reply.status, reply.body, reply.headers);
    } catch (error) {
      return errorReply(error);
    }
  };
  return middy(run).use(injectLambdaContext(logger, { resetKeys: true }));
}
