import type { DomainEvent } from '../../../events/catalog';
import { domainEvent } from '../events';
import { newLead, type Lead, type LeadFields } from './lead';

export interface CaptureLeadDeps {
  insert(lead: Lead, event: DomainEvent): Promise<'created' | 'duplicate'>;
  publish(events: readonly DomainEvent[]): Promise<unknown>;
  newId(): string;
  now(): Date;
}

export type CaptureLeadResult = { outcome: 'created'; lead: Lead } | { outcome: 'duplicate' };

/** A visitor leaves their details: store the lead once per email, then announce it. */
export async function captureLead(fields: LeadFields, deps: CaptureLeadDeps): Promise<CaptureLeadResult> {
  const now = deps.now();
  const lead = newLead(fields, deps.newId(), now);
  const event = domainEvent(
    'lead.captured',
    { leadId: lead.id, name: lead.name, email: lead.email, phone: lead.phone, source: lead.source },
    deps.newId(),
    now,
  );
  if ((await deps.insert(lead, event)) === 'duplicate') return { outcome: 'duplicate' };
  await deps.publish([event]);
  return { outcome: 'created', lead };
}
