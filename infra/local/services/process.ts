import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A child service of the local cloud; stop() ends it and waits, escalating to SIGKILL. */
export interface Service {
  name: string;
  stop(): Promise<void>;
}

export function spawnService(name: string, command: string, args: string[], options: SpawnOptions & { logFile?: string }): { child: ChildProcess; service: Service } {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    service: {
      name,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      },
    },
  };
}

/** Resolves once `probe` succeeds, or rejects after the timeout with the last error. */
export async function waitFor(what: string, probe: () => Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms: ${(lastError as Error)?.message ?? lastError}`);
}

export async function waitForHttp(url: string, timeoutMs?: number): Promise<void> {
  await waitFor(url, async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
  }, timeoutMs);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
