import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { EventBridgeEvent } from 'aws-lambda';
import { WORKER_HANDLER_RETRIES, eventPattern, subscriptions, workers, type SubscriptionDef } from '../../events/catalog';
import { matchesPattern } from './event-pattern';
import { readBody } from './http-body';
import { invokeFunction } from './lambda-runner';

export interface DeadLetter {
  subscription: string;
  /** The worker's failure queue, as in AWS (Lambda's on-failure destination). */
  queue: string;
  event: EventBridgeEvent<string, unknown>;
  error: string;
  attempts: number;
  failedAt: string;
}

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
}

export interface LocalBusOptions {
  port: number;
  /** Delay before the first retry; doubles each time (Lambda backs off too). */
  firstRetryDelayMs?: number;
  deliver?: (sub: SubscriptionDef, event: EventBridgeEvent<string, unknown>) => Promise<unknown>;
}

const RECENT_EVENTS_KEPT = 200;

/**
 * A local EventBridge: speaks PutEvents, matches each event against the catalog's subscription
 * patterns, invokes the worker, retries a failing handler as Lambda does, and keeps what still
 * fails in a dead-letter list (GET /dlq). GET /events lists recent events; POST /redeliver
 * hands an event to its subscribers again (as EventBridge may), for replay tests.
 */
export class LocalBus {
  readonly deadLetters: DeadLetter[] = [];
  readonly recent: EventBridgeEvent<string, unknown>[] = [];
  private inFlight = new Set<Promise<void>>();
  private server: Server | undefined;
  private readonly deliver: NonNullable<LocalBusOptions['deliver']>;

  constructor(private readonly options: LocalBusOptions) {
    this.deliver =
      options.deliver ??
      ((sub, event) => {
        const worker = workers[sub.worker];
        return invokeFunction(sub.worker, worker.entry, event, worker.timeoutSeconds);
      });
  }

  get url() {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.options.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await this.settled();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves when every delivery under way (retries included) has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  publish(entries: PutEventsEntry[]): { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[] {
    return entries.map((entry) => {
      if (!entry.Source || !entry.DetailType || !entry.Detail) {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Source, DetailType and Detail are required' };
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail);
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON' };
      }
      const event: EventBridgeEvent<string, unknown> = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'us-east-1',
        resources: entry.Resources ?? [],
        detail,
      };
      this.dispatch(event);
      return { EventId: event.id };
    });
  }

  /** Delivers an event to every subscription whose pattern matches it. */
  dispatch(event: EventBridgeEvent<string, unknown>): void {
    this.recent.push(event);
    if (this.recent.length > RECENT_EVENTS_KEPT) this.recent.shift();
    for (const sub of subscriptions) {
      if (!matchesPattern(eventPattern(sub), event as unknown as Record<string, unknown>)) continue;
      const delivery = this.deliverWithRetry(sub, event).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
  }

  /** Delivery to a local Lambda cannot fail, so only the handler's own failures are retried, as Lambda does. */
  private async deliverWithRetry(sub: SubscriptionDef, event: EventBridgeEvent<string, unknown>): Promise<void> {
    const attempts = WORKER_HANDLER_RETRIES + 1;
    let delay = this.options.firstRetryDelayMs ?? 1000;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.deliver(sub, event);
        return;
      } catch (error) {
        if (attempt >= attempts) {
          console.error(`[bus] ${sub.id} failed ${attempt} times for event ${event.id}; dead-lettered: ${(error as Error).message}`);
          this.deadLetters.push({ subscription: sub.id, queue: `${sub.worker}-failures`, event, error: (error as Error).message, attempts: attempt, failedAt: new Date().toISOString() });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(JSON.stringify(body));
    };
    try {
      const body = (await readBody(req)).toString('utf8');
      if (req.method === 'POST' && req.headers['x-amz-target'] === 'AWSEvents.PutEvents') {
        const { Entries = [] } = JSON.parse(body || '{}') as { Entries?: PutEventsEntry[] };
        const results = this.publish(Entries);
        return reply(200, { FailedEntryCount: results.filter((r) => r.ErrorCode).length, Entries: results }, 'application/x-amz-json-1.1');
      }
      if (req.method === 'GET' && req.url === '/dlq') return reply(200, this.deadLetters);
      if (req.method === 'GET' && req.url === '/events') return reply(200, this.recent);
      if (req.method === 'POST' && req.url === '/redeliver') {
        this.dispatch(JSON.parse(body) as EventBridgeEvent<string, unknown>);
        await this.settled();
        return reply(202, { redelivered: true });
      }
      if (req.method === 'POST' && req.url === '/settle') {
        await this.settled();
        return reply(200, { settled: true });
      }
      reply(404, { message: 'Not found' });
    } catch (error) {
      reply(400, { __type: 'ValidationException', message: (error as Error).message });
    }
  }
}
