import { sendMail } from '../adapters/mail';
import { once } from '../data/once';
import { mailsForLeadCaptured } from '../domain/mail/lead-mails';
import { setting } from '../lib/config';
import { eventHandler } from '../lib/event-handler';

export const handler = eventHandler({
  async 'lead.captured'(envelope) {
    // Each mail has its own idempotency key, so they can go out side by side: a retry resends only what failed.
    const mails = mailsForLeadCaptured(envelope.data, setting('STUDIO_INBOX'));
    const results = await Promise.allSettled(mails.map((mail) => once(`mail#${envelope.eventId}#${mail.template}`, () => sendMail(mail))));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  },
});
