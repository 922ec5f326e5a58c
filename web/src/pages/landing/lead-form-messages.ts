/** Lead-form texts the browser owns (the required and duplicate messages come from the shared schema). */
export const LEAD_SUCCESS_MESSAGE = "Thanks! We'll be in touch soon.";
export const LEAD_GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_LEAD_FORM: LeadFormValues = { name: '', email: '', phone: '' };

export type LeadSubmitOutcome = { ok: true; message: string } | { ok: false; message: string };
