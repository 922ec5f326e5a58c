import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { type TriggerName, authTriggers } from '../../functions/triggers';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Events } from './events';
import { Functions } from './functions';
import { Mail } from './mail';
import { Media } from './media';
import { mapRecord } from './records';
import { Web } from './web';

export interface GreenroomStackProps extends StackProps {
  /** Domain mail is sent from (default greenroom.example). */
  readonly mailDomain?: string;
  /** The built SPA to deploy; leave undefined to deploy infrastructure only. */
  readonly webAssetsDir?: string;
}

/** The whole product in one stack; see DESIGN.md for the shape. */
export class GreenroomStack extends Stack {
  readonly auth: Auth;
  readonly functions: Functions;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: GreenroomStackProps = {}) {
    super(scope, id, props);
    // Server access logs are allowed by bucket policy rather than by the legacy log-delivery ACL.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const auth = (this.auth = new Auth(this, 'Auth'));
    const data = new Data(this, 'Data');
    const media = new Media(this, 'Media', { accessLogs: accessLogs.bucket });
    const mail = new Mail(this, 'Mail', { domain: props.mailDomain });
    const events = new Events(this, 'Events');

    this.functions = new Functions(this, 'Functions', {
      environment: {
        TABLE_NAME: data.table.tableName,
        BUS_NAME: events.bus.eventBusName,
        MEDIA_BUCKET: media.bucket.bucketName,
        MAIL_FROM: mail.fromAddress,
        STUDIO_INBOX: mail.studioInbox,
        MAIL_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
        POWERTOOLS_SERVICE_NAME: 'greenroom',
        NODE_OPTIONS: '--enable-source-maps',
      },
      userPoolEnvironment: {
        USER_POOL_ID: auth.userPool.userPoolId,
        USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      },
      targets: { table: data.table, bus: events.bus, mail, media: media.bucket, userPool: auth.userPool },
    });
    for (const name of Object.keys(authTriggers) as TriggerName[]) {
      auth.addTrigger(authTriggers[name].cognitoTrigger, this.functions.triggers[name].function);
    }
    events.connectWorkers(mapRecord(this.functions.workers, (worker) => worker.function));

    const api = new Api(this, 'Api', {
      functions: mapRecord(this.functions.api, (fn) => fn.function),
      userPool: auth.userPool,
      userPoolClient: auth.client,
    });

    const web = (this.web = new Web(this, 'Web', {
      apiDomainName: api.domainName,
      mediaOrigin: media.browserOrigin,
      accessLogs: accessLogs.bucket,
      assetsDir: props.webAssetsDir,
    }));
    media.allowBrowserAccessFrom(web.siteOrigin);

    const outputs = {
      SiteUrl: web.siteOrigin,
      ApiEndpoint: api.httpApi.apiEndpoint,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.client.userPoolClientId,
      TableName: data.table.tableName,
      BusName: events.bus.eventBusName,
      MediaBucket: media.bucket.bucketName,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
