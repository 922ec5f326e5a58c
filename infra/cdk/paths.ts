import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; entries in the route table and event catalog are relative to it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const fromRepoRoot = (relativePath: string) => path.join(repoRoot, relativePath);

/** The built SPA, present only after `npm run build:web`. */
export const defaultWebAssetsDir = fromRepoRoot('web/dist');

export function existingDir(dir: string | undefined): string | undefined {
  return dir && existsSync(dir) ? dir : undefined;
}
