import * as sesModule from 'aws-ses-v2-local';

// The package is CommonJS with an ES default export; under Node's ESM interop it arrives nested.
const sesLocal = ((sesModule as { default: unknown }).default as { default?: typeof sesModule.default }).default ?? sesModule.default;
import type { Service } from './process';

/** aws-ses-v2-local, in-process: sent mail at GET /store and in its web page. */
export async function startSes(port: number): Promise<Service> {
  const server = await sesLocal({ port, host: '127.0.0.1' });
  return {
    name: 'ses',
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
