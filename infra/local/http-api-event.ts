import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteDef } from '../../functions/routes';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/** The parts of an HTTP request the event is made of (an IncomingMessage has them all). */
export interface RequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  httpVersion?: string;
  socket?: { remoteAddress?: string };
}

/** Builds the API Gateway HTTP API payload v2.0 event a Lambda integration receives. */
export function httpApiEvent(
  req: RequestLike,
  url: URL,
  body: Buffer,
  route: RouteDef,
  pathParameters: Record<string, string>,
  claims: Record<string, string> | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const cookies = String(req.headers.cookie ?? '').split(/;\s*/).filter(Boolean);
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion ?? '1.1'}`,
        sourceIp: req.socket?.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: claims ? { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } : (undefined as never),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}
