/**
 * Lead submission: check with the server's own schema, send, and map the answer to a message.
 * Loaded on demand (it brings zod), so the landing page's first load stays small.
 */
import { ApiError } from '../../api/client';
import { createLead } from '../../api/leads';
import { DEFAULT_LEAD_SOURCE, LEAD_DUPLICATE_MESSAGE, LEAD_REQUIRED_MESSAGE, leadInputSchema, type LeadFields } from '../../shared/lead';
import { LEAD_GENERIC_ERROR_MESSAGE, LEAD_SUCCESS_MESSAGE, type LeadFormValues, type LeadSubmitOutcome } from './lead-form-messages';

export type LeadValidation = { ok: true; fields: LeadFields } | { ok: false; message: string };

/** A blank required field wins over other problems. */
export function validateLead(values: LeadFormValues): LeadValidation {
  const result = leadInputSchema.safeParse({ ...values, source: DEFAULT_LEAD_SOURCE });
  if (result.success) return { ok: true, fields: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  const message = messages.includes(LEAD_REQUIRED_MESSAGE) ? LEAD_REQUIRED_MESSAGE : messages[0];
  return { ok: false, message: message ?? LEAD_REQUIRED_MESSAGE };
}

export function leadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return LEAD_DUPLICATE_MESSAGE;
    if (error.status === 400) return error.serverMessage ?? LEAD_GENERIC_ERROR_MESSAGE;
  }
  return LEAD_GENERIC_ERROR_MESSAGE;
}

/** Validate, then POST /api/leads. Invalid input sends nothing. */
export async function submitLead(values: LeadFormValues): Promise<LeadSubmitOutcome> {
  const validation = validateLead(values);
  if (!validation.ok) return validation;
  try {
    await createLead(validation.fields);
    return { ok: true, message: LEAD_SUCCESS_MESSAGE };
  } catch (error) {
    return { ok: false, message: leadErrorMessage(error) };
  }
}
