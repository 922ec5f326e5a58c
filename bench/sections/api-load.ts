import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Context } from 'aws-lambda';
import type { Figure } from '../report';
import { apiEventFor, listRouteEvent, type EventContext } from '../representative-events';
import { median, percentile, repeat, round } from '../stats';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** Discarded first: DynamoDB Local's JVM and V8 both need a moment of traffic before they are warm. */
const WARM_UP_SECONDS = 3;
const IN_PROCESS_RUNS = 300;

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

async function load(appUrl: string, target: Target, connections: number, duration: number) {
  const result = await autocannon({
    url: `${appUrl}${target.path}`,
    connections,
    duration,
    requests: [
      {
        method: target.method,
        headers: { 'content-type': 'application/json', ...target.headers },
        setupRequest: (request) => (target.body ? { ...request, body: target.body() } : request),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** One request at a time through the gateway, timed to the microsecond (autocannon rounds to ms). */
async function sequentialThroughGateway(appUrl: string, target: Target): Promise<{ p50: number; p99: number }> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${appUrl}${target.path}`, {
      method: target.method,
      headers: { 'content-type': 'application/json', ...target.headers },
      body: target.body?.(),
    });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  await once();
  const times = await repeat(IN_PROCESS_RUNS, once);
  return { p50: median(times), p99: percentile(times, 99) };
}

/** The handler alone, in this process, against the same local services: the gateway's share is the rest. */
async function handlerAlone(entry: string, makeEvent: () => unknown): Promise<{ p50: number; p99: number }> {
  const { handler } = (await import(`../../${entry}`)) as { handler: (event: unknown, context: Context) => Promise<unknown> };
  const context = { functionName: 'bench', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 } as Context;
  await handler(makeEvent(), context);
  const times = await repeat(IN_PROCESS_RUNS, async () => {
    const event = makeEvent();
    const started = performance.now();
    await handler(event, context);
    return performance.now() - started;
  });
  return { p50: median(times), p99: percentile(times, 99) };
}

const leadBody = () => JSON.stringify({ name: 'Load Test', email: `load-${randomUUID()}@example.com` });

/** 2. The public lead endpoint and an authenticated list endpoint under load, through the gateway. */
export async function measureApi(appUrl: string, adminToken: string, ctx: EventContext) {
  const targets: (Target & { entry: string; event: () => unknown })[] = [
    {
      // No database: what the gateway, JWT-less routing and the handler wrapper cost on their own.
      label: 'GET /api/health (no database)',
      method: 'GET',
      path: '/api/health',
      entry: 'functions/api/meta.ts',
      event: () => apiEventFor('getHealth'),
    },
    {
      label: 'POST /api/leads (public)',
      method: 'POST',
      path: '/api/leads',
      body: leadBody,
      entry: 'functions/api/leads.ts',
      event: () => apiEventFor('createLead', { body: JSON.parse(leadBody()) }),
    },
    {
      label: 'GET /api/leads (admin list, JWT)',
      method: 'GET',
      path: '/api/leads?limit=25',
      headers: { authorization: `Bearer ${adminToken}` },
      entry: 'functions/api/leads.ts',
      event: () => listRouteEvent(ctx),
    },
  ];
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  for (const target of targets) {
    await load(appUrl, target, CONNECTIONS, WARM_UP_SECONDS);
    const loaded = await load(appUrl, target, CONNECTIONS, DURATION_SECONDS);
    const sequential = await sequentialThroughGateway(appUrl, target);
    const alone = await handlerAlone(target.entry, target.event);
    details[target.label] = { loaded, sequential, handlerAlone: alone };
    figures.push(
      { section: 'api', name: `${target.label} req/s @${CONNECTIONS}`, value: round(loaded.requestsPerSecond), unit: 'req/s' },
      { section: 'api', name: `${target.label} p50 @${CONNECTIONS}`, value: loaded.p50, unit: 'ms' },
      { section: 'api', name: `${target.label} p99 @${CONNECTIONS}`, value: loaded.p99, unit: 'ms', budget: { op: '<=', value: 50 } },
      { section: 'api', name: `${target.label} errors`, value: loaded.errors, unit: '', budget: { op: '=', value: 0 }, note: `${loaded.total} requests` },
      {
        section: 'api',
        name: `${target.label} gateway/handler p50`,
        value: round(sequential.p50 / Math.max(alone.p50, 0.01), 2),
        unit: 'x',
        note: `through the gateway ${round(sequential.p50, 2)} ms vs handler alone ${round(alone.p50, 2)} ms (p50, one at a time)`,
      },
    );
  }
  return { figures, details };
}
