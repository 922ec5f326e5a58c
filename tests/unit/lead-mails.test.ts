import { describe, expect, it } from 'vitest';
import { mailsForLeadCaptured } from '../../functions/domain/mail/lead-mails';

const lead = { leadId: 'l1', name: 'Ann <b>Bold</b>', email: 'ann@example.com', phone: null, source: 'landing_page' };

describe('lead mails', () => {
  it('notifies the studio (reply goes to the lead) and thanks the lead', () => {
    const [notification, thanks] = mailsForLeadCaptured(lead, 'studio@example.com');
    expect(notification).toMatchObject({ template: 'lead-notification', to: 'studio@example.com', replyTo: 'ann@example.com' });
    expect(notification!.text).toContain('Phone: not given');
    expect(thanks).toMatchObject({ template: 'lead-thank-you', to: 'ann@example.com' });
    expect(thanks!.text).toContain('14-day free trial');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const [notification] = mailsForLeadCaptured(lead, 'studio@example.com');
    expect(notification!.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt;');
    expect(notification!.html).not.toContain('<b>Bold</b>');
  });
});
