import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningCloud {
  appUrl: string;
  mailUrl: string;
  busUrl: string;
  env: Record<string, string>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Starts `npm start`'s local cloud in a child process, in memory, and resolves with its description. */
export async function startCloudProcess(extraEnv: Record<string, string> = {}): Promise<{ cloud: RunningCloud; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', '--ephemeral', '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cloud = await new Promise<RunningCloud>((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('The local cloud did not start in 120 s')), 120_000);
    lines.on('line', (line) => {
      if (!line.startsWith('{"appUrl"')) return;
      clearTimeout(timer);
      resolvePromise(JSON.parse(line) as RunningCloud);
    });
    child.once('exit', (code) => reject(new Error(`The local cloud exited early (code ${code})`)));
  });
  child.stdout!.resume();
  return {
    cloud,
    child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
