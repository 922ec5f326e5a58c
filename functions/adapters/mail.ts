import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { OutgoingMail } from '../domain/mail/outgoing-mail';
import { optionalSetting, setting } from '../lib/config';

const client = new SESv2Client({});

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: setting('MAIL_FROM'),
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      ConfigurationSetName: optionalSetting('MAIL_CONFIGURATION_SET'),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
      EmailTags: [{ Name: 'template', Value: mail.template }],
    }),
  );
}
