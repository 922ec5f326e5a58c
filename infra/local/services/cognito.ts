import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnService, waitForHttp, type Service } from './process';

/** cognito-local's server with mailed codes and the password policy (see cognito-main.ts), run through tsx. */
const LAUNCHER = fileURLToPath(new URL('./cognito-main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface CognitoOptions {
  port: number;
  /** cognito-local keeps its pools under <dir>/.cognito */
  dir: string;
  /** Where cognito-local invokes trigger Lambdas (the local Lambda invoke endpoint). */
  lambdaEndpoint?: string;
  triggers?: Record<string, string>;
  /** Where verification codes are mailed (the local SES), and from whom. */
  mail?: { sesEndpoint: string; from: string };
}

export async function startCognito(options: CognitoOptions): Promise<Service> {
  const configDir = join(options.dir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          region: 'us-east-1',
          ...(options.lambdaEndpoint && { endpoint: options.lambdaEndpoint }),
        },
        TokenConfig: { IssuerDomain: `http://127.0.0.1:${options.port}` },
        TriggerFunctions: options.triggers ?? {},
        UserPoolDefaults: { UsernameAttributes: ['email'], MfaConfiguration: 'OPTIONAL' },
      },
      null,
      2,
    ),
  );
  const { service } = spawnService('cognito', process.execPath, ['--import', TSX, LAUNCHER], {
    cwd: options.dir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...(options.mail && { COGNITO_MAIL_ENDPOINT: options.mail.sesEndpoint, COGNITO_MAIL_FROM: options.mail.from }),
    },
    logFile: join(options.dir, 'cognito.log'),
  });
  await waitForHttp(`http://127.0.0.1:${options.port}/health`).catch(async () =>
    waitForHttp(`http://127.0.0.1:${options.port}/`),
  );
  return service;
}
