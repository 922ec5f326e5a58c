import { Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export const DEFAULT_MAIL_DOMAIN = 'greenroom.example';

export interface MailProps {
  /** The domain mail is sent from; its DKIM records must be published before SES sends. */
  readonly domain?: string;
}

/** SES: the sending identity and the configuration set every message goes through. */
export class Mail extends Construct {
  readonly domain: string;
  readonly fromAddress: string;
  readonly studioInbox: string;
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps = {}) {
    super(scope, id);
    this.domain = props.domain ?? DEFAULT_MAIL_DOMAIN;
    this.fromAddress = `no-reply@${this.domain}`;
    this.studioInbox = `studio@${this.domain}`;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
    });
    // Bounces and complaints come back as events on the default bus (the only bus SES can target)
    // and feed the suppression list.
    this.configurationSet.addEventDestination('BouncesToEventBridge', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(this.domain),
      configurationSet: this.configurationSet,
    });
  }

  /** What `mail.send` allows: sending as our identity through our configuration set, nothing else. */
  sendStatement(): PolicyStatement {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [this.identity.emailIdentityArn, configurationSetArn],
    });
  }
}
