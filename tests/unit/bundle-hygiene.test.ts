import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const sources = ['functions', 'events', 'web/src'].flatMap((dir) =>
  (readdirSync(resolve(ROOT, dir), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f)).map((f) => `${dir}/${f}`),
);

describe('bundle hygiene', () => {
  it('imports zod as a namespace, so bundles tree-shake it (the { z } export drags in every locale: +370 KB)', () => {
    expect(sources.length).toBeGreaterThan(10);
    const offenders = sources.filter((file) => /import\s*\{\s*z\s*(,[^}]*)?\}\s*from\s*'zod'/.test(readFileSync(resolve(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
