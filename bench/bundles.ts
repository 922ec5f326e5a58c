import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { bundlingOptions } from '../infra/cdk/bundling';
import type { BuiltFunction } from './functions';

const ROOT = resolve(import.meta.dirname, '..');

export interface Bundle {
  fn: BuiltFunction;
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
  metafile: Metafile;
}

/** The `--alias:from=to` esbuild arguments CDK passes through, as esbuild's API takes them. */
function aliasesOf(args: Record<string, string | boolean | string[]> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([flag, value]) => flag.startsWith('--alias:') && typeof value === 'string')
      .map(([flag, value]) => [flag.slice('--alias:'.length), value as string]),
  );
}

/** Builds a function exactly as CDK's NodejsFunction would, from the shared bundlingOptions(). */
export async function bundle(fn: BuiltFunction, outDir: string): Promise<Bundle> {
  const options = bundlingOptions();
  const dir = join(outDir, fn.name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'index.mjs');
  const result = await build({
    entryPoints: [resolve(ROOT, fn.entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: options.target,
    minify: options.minify,
    sourcemap: 'external',
    sourcesContent: options.sourcesContent,
    mainFields: options.mainFields,
    banner: options.banner ? { js: options.banner } : undefined,
    external: options.externalModules,
    alias: aliasesOf(options.esbuildArgs),
    metafile: true,
    logLevel: 'error',
  });
  const code = readFileSync(file);
  return { fn, file, minifiedBytes: statSync(file).size, gzipBytes: gzipSync(code).length, metafile: result.metafile };
}

/** The packages that weigh most in a bundle (bytes each contributes to the output). */
export function largestDependencies(b: Bundle, count = 3): { name: string; bytes: number }[] {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(b.metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const name = match ? match[1]! : '(project code)';
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage.entries()]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
