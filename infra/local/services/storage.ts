import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { Service } from './process';

/** s3rver, in-process. It does not enforce presigned-POST policies: our post-upload check must. */
export async function startS3(port: number, directory: string): Promise<Service> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, allowMismatchedSignatures: true });
  await server.run();
  return { name: 's3', stop: () => server.close() };
}
