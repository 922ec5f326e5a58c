process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalCloud } = await import('./cloud');
import { DATA_DIR } from './data-dir';
import { DEMO_ACCOUNTS, DEMO_STUDIO_CODE } from './demo';

/**
 * npm start / npm run dev. Flags: --dev (Vite hot reload), --ephemeral (in-memory data, for tests),
 * --json (print one JSON line describing the running cloud, for test harnesses).
 */
const flags = new Set(process.argv.slice(2));
const dev = flags.has('--dev');
const ephemeral = flags.has('--ephemeral');
const startedAt = performance.now();
const cloud = await startLocalCloud({
  dataDir: ephemeral ? null : DATA_DIR,
  appPort: Number(process.env.PORT ?? (ephemeral ? 0 : 3000)),
  dev,
  busRetryDelayMs: ephemeral ? 50 : undefined,
  log: flags.has('--json') ? undefined : (line) => console.log(line),
});
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);

if (flags.has('--json')) {
  console.log(JSON.stringify({ appUrl: cloud.appUrl, mailUrl: cloud.mailUrl, busUrl: cloud.busUrl, env: cloud.env }));
} else {
  console.log(`
Greenroom is running offline${dev ? ' (dev mode, hot reload)' : ''}: ready in ${seconds} s

  App          ${cloud.appUrl}
  Mail outbox  ${cloud.mailUrl}
  API docs     ${cloud.appUrl}/api/openapi.json
  Event DLQ    ${cloud.busUrl}/dlq
  Data folder  ${ephemeral ? '(in memory)' : `${DATA_DIR} (npm run reset wipes it)`}

Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.roles.join('+').padEnd(18)} ${a.email.padEnd(28)} password: ${a.password}`).join('\n')}

Studio code for signing up as the demo instructor's student: ${DEMO_STUDIO_CODE}

Press Ctrl-C to stop.`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  if (!flags.has('--json')) console.log(`\n${signal}: stopping every service...`);
  await cloud.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
