// Runs in a fresh Node process: import one Lambda bundle and handle one event, timing both.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundlePath, eventPath] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventPath, 'utf8'));
const context = {
  functionName: 'bench',
  awsRequestId: `bench-${process.pid}`,
  getRemainingTimeInMillis: () => 10_000,
  callbackWaitsForEmptyEventLoop: false,
};
const started = performance.now();
const { handler } = await import(pathToFileURL(bundlePath).href);
const imported = performance.now();
let error = null;
let result;
try {
  result = await handler(event, context);
} catch (e) {
  error = String(e?.message ?? e);
}
const handled = performance.now();
process.stdout.write(
  `${JSON.stringify({ importMs: imported - started, handleMs: handled - imported, totalMs: handled - started, status: result?.statusCode ?? null, error })}\n`,
);
process.exit(0);
