import type { Lead, LeadFields } from '../shared/lead';
import { api } from './client';

export const LEADS_PATH = '/api/leads';

export function createLead(fields: LeadFields): Promise<Lead> {
  return api.post<Lead>(LEADS_PATH, fields);
}
