import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { eventCatalog, type DomainEvent } from '../../events/catalog';
import { setting } from '../lib/config';

const client = new EventBridgeClient({});

const MAX_ENTRIES_PER_CALL = 10;

/** Puts events on the bus; throws unless every entry was accepted (EventBridge reports partial failure). */
export async function putEvents(events: readonly DomainEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += MAX_ENTRIES_PER_CALL) {
    const batch = events.slice(start, start + MAX_ENTRIES_PER_CALL);
    const result = await client.send(
      new PutEventsCommand({
        Entries: batch.map(({ name, envelope }) => ({
          EventBusName: setting('BUS_NAME'),
          Source: eventCatalog[name].source,
          DetailType: name,
          Detail: JSON.stringify(envelope),
        })),
      }),
    );
    if (result.FailedEntryCount) {
      const codes = (result.Entries ?? []).map((entry) => entry.ErrorCode).filter(Boolean);
      throw new Error(`EventBridge rejected ${result.FailedEntryCount} event(s): ${codes.join(', ')}`);
    }
  }
}
