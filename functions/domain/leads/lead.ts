import * as z from 'zod';

export const LEAD_REQUIRED_MESSAGE = 'Please fill in name and email';
export const LEAD_DUPLICATE_MESSAGE = 'This email is already registered!';
export const LEAD_INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const DEFAULT_LEAD_SOURCE = 'landing_page';

const required = z.string({ error: LEAD_REQUIRED_MESSAGE }).trim().min(1, LEAD_REQUIRED_MESSAGE);

/** The lead form, as the browser and the server both read it. */
export const leadInputSchema = z.object({
  name: required.max(120, 'Name must be at most 120 characters'),
  email: required
    .max(254, LEAD_INVALID_EMAIL_MESSAGE)
    .toLowerCase()
    .pipe(z.email(LEAD_INVALID_EMAIL_MESSAGE)),
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .nullish()
    .transform((phone) => phone || null),
  source: z
    .string({ error: 'Source must be text' })
    .trim()
    .max(60, 'Source must be at most 60 characters')
    .regex(/^[a-z0-9_-]*$/i, 'Source may hold letters, digits, - and _ only')
    .nullish()
    .transform((source) => source || DEFAULT_LEAD_SOURCE),
});

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadFields = z.output<typeof leadInputSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface Lead extends LeadFields {
  id: string;
  status: LeadStatus;
  createdAt: string;
}

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.string(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
});

/** A new lead always starts 'new'. */
export function newLead(fields: LeadFields, id: string, now: Date): Lead {
  return { ...fields, id, status: 'new', createdAt: now.toISOString() };
}
