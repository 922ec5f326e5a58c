import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../../infra/local/services/process';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-lifecycle-'));

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), GREENROOM_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 90_000);
  return child;
}

async function interrupt(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill('SIGINT');
  return exited;
}

/** Processes whose command line mentions the data folder: DynamoDB Local's Java, cognito-local. */
const leftovers = () => {
  try {
    return execFileSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const postLead = (port: number, email: string) =>
  fetch(`http://127.0.0.1:${port}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Keeper', email }) });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start lifecycle', () => {
  it('keeps data across a restart, and Ctrl-C leaves no child process behind', { timeout: 180_000 }, async () => {
    const email = `keeper-${Date.now()}@example.com`;
    const port = await freePort();

    const first = await start(port);
    expect(leftovers()).not.toBe('');
    expect((await postLead(port, email)).status).toBe(201);
    expect(await interrupt(first)).toBe(0);
    expect(leftovers()).toBe('');

    const second = await start(port);
    expect((await postLead(port, email)).status).toBe(409);
    expect(await interrupt(second)).toBe(0);
    expect(leftovers()).toBe('');
  });
});
