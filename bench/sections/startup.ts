import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHttp } from '../../infra/local/services/process';
import type { Figure } from '../report';
import { median, repeat, round } from '../stats';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = 3;

/** Wall time from `npm start` (fresh data folder, web build included) until the app answers. */
async function timeStart(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), GREENROOM_DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 180_000);
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function timeSynth(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'synth'], { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0) return Number.NaN;
  return performance.now() - started;
}

/** 5. Start-up of the local cloud and synthesis of the CDK app. */
export async function measureStartup() {
  const starts = await repeat(RUNS, timeStart);
  const synths = await repeat(RUNS, async () => timeSynth());
  const figures: Figure[] = [
    { section: 'startup', name: 'npm start → app answers', value: round(median(starts) / 1000), unit: 's', note: 'fresh data folder, includes the web build' },
    { section: 'startup', name: 'npm run synth', value: round(median(synths) / 1000), unit: 's', budget: { op: '<=', value: 30 } },
  ];
  return { figures, details: { startMs: starts, synthMs: synths } };
}
