import { eventCatalog, type DomainEvent, type EventData, type EventName } from '../../events/catalog';

/**
 * A domain event, checked against its catalog schema at the producer, so nothing malformed reaches
 * the bus. The event id is ours: it stays the same when the outbox republishes, which is what keeps
 * consumers idempotent.
 */
export function domainEvent<N extends EventName>(name: N, data: EventData<N>, eventId: string, now: Date): DomainEvent<N> {
  const { version, schema } = eventCatalog[name];
  return {
    name,
    envelope: { eventId, version, occurredAt: now.toISOString(), data: schema.parse(data) as EventData<N> },
  };
}
