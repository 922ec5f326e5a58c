import { randomUUID } from 'node:crypto';
import { eventCatalog } from '../events/catalog';
import { routeById } from '../functions/routes';
import { httpApiEvent } from '../infra/local/http-api-event';

export interface BenchIdentity {
  sub: string;
  email: string;
  claims: Record<string, string>;
}

export interface EventContext {
  userPoolId: string;
  student: BenchIdentity;
  admin: BenchIdentity;
}

const unique = () => `bench-${randomUUID().slice(0, 8)}@example.com`;

export function apiEventFor(routeId: string, options: { body?: unknown; claims?: Record<string, string>; query?: string } = {}) {
  const route = routeById(routeId);
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(options.body));
  return httpApiEvent(
    { method: route.method, headers: { 'content-type': 'application/json', host: 'bench.local' } },
    new URL(`http://bench.local${route.path}${options.query ?? ''}`),
    body,
    route,
    {},
    options.claims ?? null,
  );
}

function leadCaptured() {
  const data = { leadId: randomUUID(), name: 'Bench Lead', email: unique(), phone: null, source: 'bench' };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'lead.captured',
    source: eventCatalog['lead.captured'].source,
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [],
    detail: { eventId: randomUUID(), version: 1, occurredAt: new Date().toISOString(), data },
  };
}

function cognitoTrigger(triggerSource: string, ctx: EventContext, user: { sub: string; email: string }) {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: ctx.userPoolId,
    userName: user.sub,
    triggerSource,
    callerContext: { awsSdkVersion: 'bench', clientId: 'bench' },
    request: { userAttributes: { sub: user.sub, email: user.email, name: 'Bench User' }, clientMetadata: {} },
    response: {},
  };
}

/**
 * One typical event per function, as its trigger would send it. A function the CDK app builds with
 * no entry here makes the bench fail: a new function must say what its typical event is.
 */
export const representativeEvents: Record<string, (ctx: EventContext) => unknown> = {
  'api-leads': () => apiEventFor('createLead', { body: { name: 'Bench Lead', email: unique() } }),
  'api-me': (ctx) => apiEventFor('getMe', { claims: ctx.student.claims }),
  'api-meta': () => apiEventFor('getOpenApi'),
  'worker-mail': leadCaptured,
  'worker-outboxSweeper': () => ({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }),
  'trigger-preSignUp': (ctx) => cognitoTrigger('PreSignUp_SignUp', ctx, { sub: randomUUID(), email: unique() }),
  'trigger-postConfirmation': (ctx) => cognitoTrigger('PostConfirmation_ConfirmSignUp', ctx, ctx.student),
};

export const listRouteEvent = (ctx: EventContext) => apiEventFor('listLeads', { claims: ctx.admin.claims, query: '?limit=25' });
