import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { schedules, workers } from '../../events/catalog';
import { authTriggers } from '../../functions/triggers';
import { startBedrockStandIn } from './bedrock';
import { ensureBucket, ensureTable, ensureUserPool } from './bootstrap';
import { LocalBus } from './bus';
import { startGateway } from './gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startLambdaEndpoint } from './lambda-endpoint';
import { invokeFunction, REPO_ROOT } from './lambda-runner';
import { seedDemo } from './seed';
import { startCognito } from './services/cognito';
import { startDynamoDb } from './services/dynamodb';
import { startSes } from './services/mail';
import { freePort, type Service } from './services/process';
import { startS3 } from './services/storage';

export interface LocalCloudOptions {
  /** Where data survives restarts; null keeps everything in memory / a temp folder (tests). */
  dataDir: string | null;
  /** The app's port (SPA + /api); 0 picks a free one. Other services always take free ports unless set. */
  appPort?: number;
  ports?: Partial<Record<'dynamodb' | 's3' | 'cognito' | 'ses' | 'bus' | 'bedrock' | 'lambda', number>>;
  dev?: boolean;
  seed?: boolean;
  busRetryDelayMs?: number;
  log?: (line: string) => void;
}

export interface LocalCloud {
  appUrl: string;
  mailUrl: string;
  busUrl: string;
  env: Record<string, string>;
  bus: LocalBus;
  stop(): Promise<void>;
}

export const LOCAL_NAMES = {
  table: 'greenroom',
  mediaBucket: 'greenroom-media',
  userPool: 'greenroom-local',
  bus: 'greenroom',
  mailFrom: 'Greenroom <hello@greenroom.local>',
  studioInbox: 'studio@greenroom.local',
} as const;

/** Dummy credentials every local twin accepts (s3rver insists on its own pair). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The environment a Lambda sees locally: the same variables as in AWS, plus SDK endpoint overrides. */
function lambdaEnvironment(ports: Record<string, number>, userPoolId: string, clientId: string): Record<string, string> {
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Lambda runs Node 22; this machine's Node 20 is only the local twin.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: local(ports.dynamodb!),
    AWS_ENDPOINT_URL_S3: local(ports.s3!),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: local(ports.cognito!),
    AWS_ENDPOINT_URL_SESV2: local(ports.ses!),
    AWS_ENDPOINT_URL_EVENTBRIDGE: local(ports.bus!),
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: local(ports.bedrock!),
    AWS_ENDPOINT_URL_LAMBDA: local(ports.lambda!),
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: LOCAL_NAMES.table,
    MEDIA_BUCKET: LOCAL_NAMES.mediaBucket,
    BUS_NAME: LOCAL_NAMES.bus,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: clientId,
    MAIL_FROM: LOCAL_NAMES.mailFrom,
    STUDIO_INBOX: LOCAL_NAMES.studioInbox,
    POWERTOOLS_SERVICE_NAME: 'greenroom-local',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function pickPorts(wanted: LocalCloudOptions['ports'] = {}) {
  const names = ['dynamodb', 's3', 'cognito', 'ses', 'bus', 'bedrock', 'lambda'] as const;
  const ports: Record<string, number> = {};
  for (const name of names) ports[name] = wanted[name] || (await freePort());
  return ports;
}

/** Starts every local twin, bootstraps them idempotently, and serves the app on one port. */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const log = options.log ?? (() => undefined);
  const tempDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'greenroom-'));
  const dataDir = options.dataDir ?? tempDir!;
  mkdirSync(dataDir, { recursive: true });
  const ports = await pickPorts(options.ports);
  const services: Service[] = [];
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await Promise.all(services.map((service) => service.stop().catch(() => undefined)));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    // cognito-local calls the auth triggers through this, so it is up first.
    const lambdaEndpoint = await startLambdaEndpoint({
      port: ports.lambda!,
      functions: Object.fromEntries(Object.values(authTriggers).map((trigger) => [trigger.cognitoTrigger, trigger.entry])),
    });
    closers.push(() => closeServer(lambdaEndpoint));

    log('Starting DynamoDB Local, s3rver, cognito-local, SES and Bedrock stand-ins...');
    const started = await Promise.all([
      startDynamoDb(ports.dynamodb!, options.dataDir ? join(dataDir, 'dynamodb') : null),
      startS3(ports.s3!, join(dataDir, 's3')),
      startCognito({
        port: ports.cognito!,
        dir: join(dataDir, 'cognito'),
        lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`,
        // Named as Cognito names the trigger, so errors read as in AWS: "PreSignUp failed with error …".
        triggers: Object.fromEntries(Object.values(authTriggers).map((trigger) => [trigger.cognitoTrigger, trigger.cognitoTrigger])),
        mail: { sesEndpoint: `http://127.0.0.1:${ports.ses}`, from: LOCAL_NAMES.mailFrom },
      }),
      startSes(ports.ses!),
      startBedrockStandIn({ port: ports.bedrock! }).then((standIn) => ({ name: 'bedrock', stop: standIn.close })),
    ]);
    services.push(...started);

    const endpoint = (port: number) => ({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
    const cognito = new CognitoIdentityProviderClient(endpoint(ports.cognito!));
    const { userPoolId, clientId } = await ensureUserPool(cognito, LOCAL_NAMES.userPool);
    await ensureTable(new DynamoDBClient(endpoint(ports.dynamodb!)), LOCAL_NAMES.table);
    await ensureBucket(new S3Client({ ...endpoint(ports.s3!), forcePathStyle: true }), LOCAL_NAMES.mediaBucket);

    const env = lambdaEnvironment(ports, userPoolId, clientId);
    Object.assign(process.env, env);
    if (options.seed !== false) await seedDemo(cognito, userPoolId);

    const bus = new LocalBus({ port: ports.bus!, firstRetryDelayMs: options.busRetryDelayMs });
    await bus.start();
    closers.push(() => bus.stop());

    for (const schedule of schedules) {
      const worker = workers[schedule.worker];
      const timer = setInterval(() => {
        invokeFunction(schedule.worker, worker.entry, { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }).catch((error) =>
          console.error(`[schedule ${schedule.id}]`, error),
        );
      }, schedule.everyMinutes * 60_000);
      timer.unref();
      closers.push(async () => clearInterval(timer));
    }

    const cognitoUrl = `http://127.0.0.1:${ports.cognito}`;
    let spaMiddleware;
    if (options.dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({ configFile: join(REPO_ROOT, 'web/vite.config.ts'), server: { middlewareMode: true }, appType: 'spa' });
      closers.push(() => vite.close());
      spaMiddleware = vite.middlewares;
    }
    const gateway: Server = await startGateway({
      port: options.appPort ?? 0,
      staticDir: join(REPO_ROOT, 'web/dist'),
      authorize: createJwtAuthorizer({
        issuer: `${cognitoUrl}/${userPoolId}`,
        jwksUrl: `${cognitoUrl}/${userPoolId}/.well-known/jwks.json`,
        audience: [clientId],
      }),
      spaMiddleware,
      cognitoUrl,
      runtimeConfig: {
        region: 'us-east-1',
        userPoolId,
        userPoolClientId: clientId,
        // Relative: the SPA resolves it against its own origin, where the gateway proxies cognito-local.
        userPoolEndpoint: '/cognito',
        offline: true,
      },
    });
    closers.push(() => closeServer(gateway));
    const appPort = (gateway.address() as { port: number }).port;
    return {
      appUrl: `http://127.0.0.1:${appPort}`,
      mailUrl: `http://127.0.0.1:${ports.ses}`,
      busUrl: bus.url,
      env: { ...env, APP_URL: `http://127.0.0.1:${appPort}` },
      bus,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
