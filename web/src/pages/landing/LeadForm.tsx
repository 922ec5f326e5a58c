import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/button-styles';
import { TextField } from '../../components/TextField';
import { EMPTY_LEAD_FORM, LEAD_GENERIC_ERROR_MESSAGE, type LeadFormValues, type LeadSubmitOutcome } from './lead-form-messages';

const loadSubmitLead = () => import('./submit-lead');

async function send(values: LeadFormValues): Promise<LeadSubmitOutcome> {
  try {
    const { submitLead } = await loadSubmitLead();
    return await submitLead(values);
  } catch {
    return { ok: false, message: LEAD_GENERIC_ERROR_MESSAGE };
  }
}

export function LeadForm() {
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [sending, setSending] = useState(false);

  const bind = (field: keyof LeadFormValues) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const outcome = await send(values);
    setSending(false);
    if (outcome.ok) {
      toast.success(outcome.message);
      setValues(EMPTY_LEAD_FORM);
    } else {
      toast.error(outcome.message);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      // Start loading the submit code as soon as the visitor reaches the form.
      onFocus={() => void loadSubmitLead().catch(() => {})}
      noValidate
      aria-label="Get started"
      aria-busy={sending}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Name" autoComplete="name" aria-required="true" {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" aria-required="true" {...bind('email')} />
      <TextField label="Phone" optional type="tel" autoComplete="tel" className="sm:col-span-2" {...bind('phone')} />
      <button type="submit" disabled={sending} className={buttonClasses('primary', 'lg', 'sm:col-span-2')}>
        {sending ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            Sending...
          </>
        ) : (
          'Get Started Free'
        )}
      </button>
    </form>
  );
}
