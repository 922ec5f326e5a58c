import { sendMail } from '../adapters/mail';
import { once } from '../data/once';
import { mailsForLeadCaptured } from '../domain/mail/lead-mails';
import { setting } from '../lib/config';
import { eventHandler } from '../lib/event-handler';

export const handler = eventHandler({
  async 'lead.captured'(envelope) {
    for (const mail of mailsForLeadCaptured(envelope.data, setting('STUDIO_INBOX'))) {
      await once(`mail#${envelope.eventId}#${mail.template}`, () => sendMail(mail));
    }
  },
});
