import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `npm test`: type check, then unit + infra + integration (vitest, against the local cloud), then the
 * web build and the browser tests (Playwright, Debian's Chromium). Ends with one "N passed, N failed" line.
 */
const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'test-results');
mkdirSync(out, { recursive: true });
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

const results = [
  step('Chromium present', 'bash', ['tests/support/ensure-chromium.sh']),
  step('Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  step('Unit, infra and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]),
  step('Build the web app', bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']),
  step('Browser tests', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']),
];

function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const vitest = `${out}/vitest.json`;
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const playwright = `${out}/playwright.json`;
  if (existsSync(playwright)) {
    const report = JSON.parse(readFileSync(playwright, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
  return { passed, failed };
}

const { passed, failed } = counts();
const stepsFailed = results.filter((ok) => !ok).length;
console.log(`\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed`);
process.exit(stepsFailed ? 1 : 0);
