import { describe, expect, it } from 'vitest';
import { eventPattern, subscriptions } from '../../events/catalog';
import { matchesPattern } from '../../infra/local/event-pattern';

const event = { source: 'greenroom.leads', 'detail-type': 'lead.captured', detail: { data: { source: 'landing_page', score: 7 } } };

describe('EventBridge pattern matching (local bus)', () => {
  it('matches on source and detail-type lists', () => {
    expect(matchesPattern({ source: ['greenroom.leads'], 'detail-type': ['lead.captured', 'x'] }, event)).toBe(true);
    expect(matchesPattern({ source: ['greenroom.bookings'] }, event)).toBe(false);
  });

  it('matches nested detail fields and operators', () => {
    expect(matchesPattern({ detail: { data: { source: [{ prefix: 'landing' }] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { data: { source: [{ 'anything-but': ['landing_page'] }] } } }, event)).toBe(false);
    expect(matchesPattern({ detail: { data: { score: [{ numeric: ['>', 5, '<=', 7] }] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { data: { missing: [{ exists: false }] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { data: { source: [{ exists: false }] } } }, event)).toBe(false);
    expect(matchesPattern({ detail: { nope: { deeper: ['x'] } } }, event)).toBe(false);
  });

  it('routes lead.captured to the mail worker through the catalog pattern', () => {
    const matching = subscriptions.filter((sub) => matchesPattern(eventPattern(sub), event));
    expect(matching.map((sub) => sub.worker)).toEqual(['mail']);
  });
});
