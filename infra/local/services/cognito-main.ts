/**
 * cognito-local's server, assembled as its lib/server/defaults.js does, with two fixes that make
 * the twin faithful: verification codes are mailed through SES (so they land in the local outbox,
 * as Cognito's own mail reaches the user) instead of being printed, and passwords are held to the
 * pool's minimum length, which cognito-local does not check.
 * services/cognito.ts runs this as a child process whose cwd holds the .cognito folder.
 */
import { createRequire } from 'node:module';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { Message } from 'cognito-local/lib/services/messages';
import { PASSWORD_MIN_LENGTH } from '../../../functions/domain/accounts/password';

const require = createRequire(import.meta.url);
const local = <T>(path: string) => require(`cognito-local/lib/${path}`) as T;

const AWS = require('aws-sdk') as typeof import('aws-sdk');
const pino = require('pino') as typeof import('pino').default;
const pretty = require('pino-pretty') as typeof import('pino-pretty').default;
const services = local<typeof import('cognito-local/lib/services')>('services');
const { CognitoError } = local<typeof import('cognito-local/lib/errors')>('errors');
const { CognitoServiceFactoryImpl } = local<typeof import('cognito-local/lib/services/cognitoService')>('services/cognitoService');
const { CryptoService } = local<typeof import('cognito-local/lib/services/crypto')>('services/crypto');
const { StormDBDataStoreFactory } = local<typeof import('cognito-local/lib/services/dataStore/stormDb')>('services/dataStore/stormDb');
const { MessageDeliveryService } = local<typeof import('cognito-local/lib/services/messageDelivery/messageDelivery')>(
  'services/messageDelivery/messageDelivery',
);
const { otp } = local<typeof import('cognito-local/lib/services/otp')>('services/otp');
const { JwtTokenGenerator } = local<typeof import('cognito-local/lib/services/tokenGenerator')>('services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = local<typeof import('cognito-local/lib/services/userPoolService')>('services/userPoolService');
const { loadConfig } = local<typeof import('cognito-local/lib/server/config')>('server/config');
const { Router } = local<typeof import('cognito-local/lib/server/Router')>('server/Router');
const { createServer } = local<typeof import('cognito-local/lib/server/server')>('server/server');

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' }, pretty({ colorize: false, ignore: 'pid,name,hostname', singleLine: true }));

const ses = new SESv2Client({
  endpoint: process.env.COGNITO_MAIL_ENDPOINT,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const mailFrom = process.env.COGNITO_MAIL_FROM ?? 'no-reply@verificationemail.com';

/** Cognito's default mail when no CustomMessage trigger wrote one. */
function verificationMail({ __code, emailSubject, emailMessage }: Message) {
  return {
    subject: emailSubject || 'Your verification code',
    text: emailMessage || `Your verification code is ${__code}`,
  };
}

const outboxSender: MessageSender = {
  async sendEmail(ctx, _user, destination, message) {
    const { subject, text } = verificationMail(message);
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: mailFrom,
        Destination: { ToAddresses: [destination] },
        Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
      }),
    );
    ctx.logger.info(`Mailed a verification code to ${destination}`);
  },
  async sendSms(ctx, _user, destination, message) {
    ctx.logger.info(`SMS to ${destination}: code ${message.__code}`);
  },
};

/** Where each call that sets a password carries it. */
const NEW_PASSWORDS: Record<string, (req: Record<string, any>) => unknown> = {
  SignUp: (req) => req.Password,
  ConfirmForgotPassword: (req) => req.Password,
  ChangePassword: (req) => req.ProposedPassword,
  AdminSetUserPassword: (req) => req.Password,
  AdminCreateUser: (req) => req.TemporaryPassword,
  RespondToAuthChallenge: (req) => req.ChallengeResponses?.NEW_PASSWORD,
};

function checkPassword(target: string, req: Record<string, any>) {
  const password = NEW_PASSWORDS[target]?.(req ?? {});
  if (typeof password === 'string' && password.length < PASSWORD_MIN_LENGTH) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
}

async function main() {
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory('.cognito/db');
  const cognito = await new CognitoServiceFactoryImpl(
    '.cognito/db',
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const serverServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(outboxSender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(serverServices);
  const guarded = (target: string) => {
    const route = router(target);
    return async (routeCtx: Parameters<typeof route>[0], req: any) => {
      checkPassword(target, req);
      return route(routeCtx, req);
    };
  };
  const server = await createServer(guarded, logger, config.ServerConfig, serverServices).start();
  const address = server.address();
  logger.info(`Cognito Local running on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`);
}

main().catch((error) => {
  logger.error(error);
  process.exit(1);
});
