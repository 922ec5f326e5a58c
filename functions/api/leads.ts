import { randomUUID } from 'node:crypto';
import { insertLead, listLeads } from '../data/leads';
import { publishCommitted } from '../data/outbox';
import { captureLead } from '../domain/leads/capture';
import { LEAD_DUPLICATE_MESSAGE } from '../domain/leads/lead';
import { apiHandler } from '../lib/api-handler';
import { conflict } from '../lib/errors';

export const handler = apiHandler('leads', {
  async createLead({ body }) {
    const result = await captureLead(body, {
      insert: insertLead,
      publish: publishCommitted,
      newId: randomUUID,
      now: () => new Date(),
    });
    if (result.outcome === 'duplicate') throw conflict(LEAD_DUPLICATE_MESSAGE);
    return { status: 201, body: result.lead };
  },
  async listLeads({ query }) {
    return { status: 200, body: await listLeads(query) };
  },
});
