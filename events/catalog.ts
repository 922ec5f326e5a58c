import * as z from 'zod';
import type { Capability } from '../functions/capabilities';

/**
 * The event catalog: every domain event (name, version, schema), every worker, every subscription.
 * CDK builds rules, targets, retry policies and DLQs from it; the local bus dispatches from it;
 * tests check producers and consumers against it. Declare things here once.
 */

export const BUS_SOURCE_PREFIX = 'greenroom';

export const leadCapturedV1 = z.object({
  leadId: z.string(),
  name: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  source: z.string(),
});

export const eventCatalog = {
  'lead.captured': { version: 1, source: `${BUS_SOURCE_PREFIX}.leads`, schema: leadCapturedV1 },
} as const;

export type EventName = keyof typeof eventCatalog;
export type EventData<N extends EventName> = z.infer<(typeof eventCatalog)[N]['schema']>;

/** What travels as an EventBridge event's `detail`. `eventId` is ours and stable across redelivery. */
export interface EventEnvelope<N extends EventName = EventName> {
  eventId: string;
  version: number;
  occurredAt: string;
  data: EventData<N>;
}

/** A domain event ready for the bus: its catalog name and its envelope. */
export interface DomainEvent<N extends EventName = EventName> {
  name: N;
  envelope: EventEnvelope<N>;
}

export const envelopeSchema = z.object({
  eventId: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});

/**
 * Lambda's own retries of a worker's asynchronous invocation after the handler throws; what still
 * fails lands in the worker's failure queue. (A subscription's retry policy covers delivery to
 * Lambda, not the handler's errors.)
 */
export const WORKER_HANDLER_RETRIES = 2;

export interface WorkerDef {
  entry: string;
  description: string;
  needs: readonly Capability[];
  timeoutSeconds: number;
}

export const workers = {
  mail: {
    entry: 'functions/workers/mail.ts',
    description: 'Sends transactional mail for domain events (SES)',
    needs: ['table.write', 'mail.send'],
    timeoutSeconds: 30,
  },
  outboxSweeper: {
    entry: 'functions/workers/outbox-sweeper.ts',
    description: 'Publishes outbox events whose first publish failed',
    needs: ['table.write', 'bus.publish'],
    timeoutSeconds: 60,
  },
} as const satisfies Record<string, WorkerDef>;

export type WorkerName = keyof typeof workers;

export interface SubscriptionDef {
  id: string;
  worker: WorkerName;
  events: readonly EventName[];
  /** EventBridge target retry policy; the local bus honours the same numbers. */
  retry: { maximumRetryAttempts: number; maximumEventAgeSeconds: number };
}

export const subscriptions: readonly SubscriptionDef[] = [
  {
    id: 'lead-captured-mail',
    worker: 'mail',
    events: ['lead.captured'],
    retry: { maximumRetryAttempts: 4, maximumEventAgeSeconds: 3600 },
  },
];

export interface ScheduleDef {
  id: string;
  worker: WorkerName;
  everyMinutes: number;
}

export const schedules: readonly ScheduleDef[] = [{ id: 'outbox-sweep', worker: 'outboxSweeper', everyMinutes: 5 }];

export type EventPattern = { source: string[]; 'detail-type': string[] };

/** The EventBridge rule pattern of a subscription (CDK and the local bus both use this). */
export function eventPattern(sub: SubscriptionDef): EventPattern {
  const sources = [...new Set(sub.events.map((name) => eventCatalog[name].source))];
  return { source: sources, 'detail-type': [...sub.events] };
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventCatalog, name);
}
