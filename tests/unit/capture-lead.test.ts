import { describe, expect, it, vi } from 'vitest';
import { captureLead, type CaptureLeadDeps } from '../../functions/domain/leads/capture';

const fields = { name: 'Uta Hagen', email: 'uta@example.com', phone: null, source: 'landing_page' };

function deps(outcome: 'created' | 'duplicate'): CaptureLeadDeps & { insert: ReturnType<typeof vi.fn>; publish: ReturnType<typeof vi.fn> } {
  let n = 0;
  return {
    insert: vi.fn(async () => outcome),
    publish: vi.fn(async () => true),
    newId: () => `id-${++n}`,
    now: () => new Date('2026-11-21T10:00:00Z'),
  };
}

describe('captureLead', () => {
  it('writes the lead with its event, then publishes that same event', async () => {
    const d = deps('created');
    const result = await captureLead(fields, d);

    expect(result).toEqual({ outcome: 'created', lead: expect.objectContaining({ id: 'id-1', status: 'new', email: 'uta@example.com' }) });
    const [, event] = d.insert.mock.calls[0]!;
    expect(event).toEqual({
      name: 'lead.captured',
      envelope: { eventId: 'id-2', version: 1, occurredAt: '2026-11-21T10:00:00.000Z', data: { leadId: 'id-1', name: 'Uta Hagen', email: 'uta@example.com', phone: null, source: 'landing_page' } },
    });
    expect(d.publish).toHaveBeenCalledWith([event]);
    expect(d.insert.mock.invocationCallOrder[0]).toBeLessThan(d.publish.mock.invocationCallOrder[0]!);
  });

  it('publishes nothing for a duplicate email', async () => {
    const d = deps('duplicate');
    expect(await captureLead(fields, d)).toEqual({ outcome: 'duplicate' });
    expect(d.publish).not.toHaveBeenCalled();
  });
});
