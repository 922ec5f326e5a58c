import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnService, waitForHttp, type Service } from './process';

const require = createRequire(import.meta.url);

export interface CognitoOptions {
  port: number;
  /** cognito-local keeps its pools under <dir>/.cognito */
  dir: string;
  /** Where cognito-local invokes trigger Lambdas (the local Lambda invoke endpoint). */
  lambdaEndpoint?: string;
  triggers?: Record<string, string>;
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
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const { service } = spawnService('cognito', process.execPath, [bin], {
    cwd: options.dir,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1' },
    logFile: join(options.dir, 'cognito.log'),
  });
  await waitForHttp(`http://127.0.0.1:${options.port}/health`).catch(async () =>
    waitForHttp(`http://127.0.0.1:${options.port}/`),
  );
  return service;
}
