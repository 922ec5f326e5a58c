import { describe, expect, it } from 'vitest';
import { WORKER_HANDLER_RETRIES } from '../../events/catalog';
import { LocalBus } from '../../infra/local/bus';

const leadEntry = {
  Source: 'greenroom.leads',
  DetailType: 'lead.captured',
  Detail: JSON.stringify({ eventId: 'e1', version: 1, occurredAt: new Date().toISOString(), data: {} }),
};

describe('local EventBridge bus', () => {
  it('retries a failing worker as Lambda does, then dead-letters the event to the worker failure queue', async () => {
    let calls = 0;
    const bus = new LocalBus({ port: 0, firstRetryDelayMs: 1, deliver: async () => { calls++; throw new Error('boom'); } });
    const [result] = bus.publish([leadEntry]);
    await bus.settled();
    expect(result!.EventId).toEqual(expect.any(String));
    expect(calls).toBe(WORKER_HANDLER_RETRIES + 1);
    expect(bus.deadLetters).toEqual([expect.objectContaining({ subscription: 'lead-captured-mail', queue: 'mail-failures', error: 'boom', attempts: 3 })]);
  });

  it('delivers once when the worker recovers on a retry', async () => {
    let calls = 0;
    const bus = new LocalBus({ port: 0, firstRetryDelayMs: 1, deliver: async () => { if (++calls === 1) throw new Error('flaky'); } });
    bus.publish([leadEntry]);
    await bus.settled();
    expect(calls).toBe(2);
    expect(bus.deadLetters).toEqual([]);
  });

  it('rejects entries without detail JSON and delivers nothing for events nobody subscribes to', async () => {
    let calls = 0;
    const bus = new LocalBus({ port: 0, deliver: async () => { calls++; } });
    const results = bus.publish([{ ...leadEntry, Detail: '{nope' }, { ...leadEntry, DetailType: 'nobody.cares' }]);
    await bus.settled();
    expect(results[0]).toMatchObject({ ErrorCode: 'MalformedDetail' });
    expect(results[1]!.EventId).toBeDefined();
    expect(calls).toBe(0);
  });
});
