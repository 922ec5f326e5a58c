import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventCatalog, eventPattern, schedules, subscriptions, workers } from '../../events/catalog';
import { domainEvent } from '../../functions/domain/events';

describe('event catalog', () => {
  it('names only cataloged events and existing workers in subscriptions and schedules', () => {
    for (const sub of subscriptions) {
      expect(Object.keys(workers)).toContain(sub.worker);
      for (const name of sub.events) expect(Object.keys(eventCatalog)).toContain(name);
      expect(eventPattern(sub)['detail-type']).toEqual([...sub.events]);
    }
    for (const schedule of schedules) expect(Object.keys(workers)).toContain(schedule.worker);
  });

  it('gives every subscribed event a consumer in its worker', () => {
    for (const sub of subscriptions) {
      const source = readFileSync(resolve(import.meta.dirname, '../..', workers[sub.worker].entry), 'utf8');
      for (const name of sub.events) expect(source).toContain(`'${name}'`);
    }
  });

  it('refuses to produce an event whose data breaks its schema', () => {
    const bad = { leadId: 'l', name: 'n', email: 'not-an-email', phone: null, source: 's' };
    expect(() => domainEvent('lead.captured', bad, 'e-1', new Date())).toThrow();
  });

  it('stamps produced events with the catalog version', () => {
    const event = domainEvent('lead.captured', { leadId: 'l', name: 'n', email: 'n@example.com', phone: null, source: 's' }, 'e-1', new Date(0));
    expect(event.envelope).toMatchObject({ eventId: 'e-1', version: eventCatalog['lead.captured'].version, occurredAt: '1970-01-01T00:00:00.000Z' });
  });
});
