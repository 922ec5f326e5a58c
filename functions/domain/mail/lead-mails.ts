import type { EventData } from '../../../events/catalog';
import { paragraphs, type OutgoingMail } from './outgoing-mail';

type LeadCaptured = EventData<'lead.captured'>;

/** The studio hears about every new lead. */
export function leadNotification(lead: LeadCaptured, studioInbox: string): OutgoingMail {
  return {
    template: 'lead-notification',
    to: studioInbox,
    replyTo: lead.email,
    subject: `New lead: ${lead.name}`,
    ...paragraphs([
      'A new lead signed up on Greenroom.',
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone ?? 'not given'}`,
      `Source: ${lead.source}`,
    ]),
  };
}

/** The lead hears back at once. */
export function leadThankYou(lead: LeadCaptured): OutgoingMail {
  return {
    template: 'lead-thank-you',
    to: lead.email,
    subject: 'Thanks for your interest in Greenroom',
    ...paragraphs([
      `Hi ${lead.name},`,
      'Thanks for your interest in Greenroom, the toolkit for actors, musicians, speakers and filmmakers.',
      'Your 14-day free trial needs no credit card. Students get 25% off with proof of enrolment.',
      'We will be in touch soon.',
      'The Greenroom team',
    ]),
  };
}

export const mailsForLeadCaptured = (lead: LeadCaptured, studioInbox: string): OutgoingMail[] => [
  leadNotification(lead, studioInbox),
  leadThankYou(lead),
];
