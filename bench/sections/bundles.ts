import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundle, largestDependencies } from '../bundles';
import { allFunctions } from '../functions';
import type { Figure } from '../report';
import { representativeEvents, type EventContext } from '../representative-events';
import { median, repeat, round } from '../stats';

const BENCH_DIR = resolve(import.meta.dirname, '..');
const COLD_RUNS = 5;

interface ColdRun {
  importMs: number;
  handleMs: number;
  totalMs: number;
  status: number | null;
  error: string | null;
}

function coldInit(bundleFile: string, eventFile: string, env: Record<string, string>): ColdRun {
  const out = execFileSync(process.execPath, [join(BENCH_DIR, 'cold-init.mjs'), bundleFile, eventFile], {
    env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as ColdRun;
}

/** 1. Every Lambda bundle: size, gzip size, cold init (import + first event) in a fresh Node process. */
export async function measureBundles(outDir: string, env: Record<string, string>, ctx: EventContext) {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const bundles = [];
  for (const fn of allFunctions()) {
    const makeEvent = representativeEvents[fn.name];
    if (!makeEvent) throw new Error(`bench/representative-events.ts has no event for ${fn.name}`);
    const built = await bundle(fn, outDir);
    bundles.push(built);
    const runs = await repeat(COLD_RUNS, async (i) => {
      const eventFile = join(outDir, fn.name, `event-${i}.json`);
      writeFileSync(eventFile, JSON.stringify(makeEvent(ctx)));
      return coldInit(built.file, eventFile, env);
    });
    const failed = runs.find((run) => run.error || (run.status !== null && run.status >= 500));
    figures.push(
      { section: 'bundles', name: `${fn.name} minified`, value: round(built.minifiedBytes / 1024), unit: 'KB', budget: { op: '<=', value: 250 } },
      { section: 'bundles', name: `${fn.name} gzip`, value: round(built.gzipBytes / 1024), unit: 'KB' },
      {
        section: 'bundles',
        name: `${fn.name} cold init`,
        value: round(median(runs.map((r) => r.totalMs))),
        unit: 'ms',
        budget: { op: '<=', value: 150 },
        note: failed ? `handler failed: ${failed.error ?? failed.status}` : `import ${round(median(runs.map((r) => r.importMs)))} ms + first event ${round(median(runs.map((r) => r.handleMs)))} ms`,
      },
    );
    details[fn.name] = { minifiedBytes: built.minifiedBytes, gzipBytes: built.gzipBytes, coldRuns: runs };
  }
  const largest = bundles.reduce((a, b) => (b.minifiedBytes > a.minifiedBytes ? b : a));
  const top = largestDependencies(largest);
  details.largestBundle = { function: largest.fn.name, topDependencies: top };
  figures.push({
    section: 'bundles',
    name: `largest: ${largest.fn.name}`,
    value: round(largest.minifiedBytes / 1024),
    unit: 'KB',
    note: `top deps: ${top.map((d) => `${d.name} ${round(d.bytes / 1024)} KB`).join(', ')}`,
  });
  return { figures, details };
}

export const nodeVersion = () => execFileSync(process.execPath, ['--version'], { encoding: 'utf8' }).trim();
