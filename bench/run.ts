import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startCloudProcess } from '../tests/support/local-cloud-process';
import { signIn } from './identities';
import { printTable, withinBudget, writeResults, type Figure } from './report';
import { measureApi } from './sections/api-load';
import { measureBundles } from './sections/bundles';
import { measureDynamoAccess } from './sections/dynamo-access';
import { measureSpa } from './sections/spa';
import { measureStartup } from './sections/startup';

/**
 * `npm run bench`: what users and the AWS bill feel, measured on this machine against the local
 * cloud. Writes bench/results.json and prints each figure beside its budget.
 * `npm run bench -- --only=bundles,api,dynamodb,spa,startup` runs a subset.
 */
const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'bench/out');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const wanted = (section: string) => !only || only.includes(section);
const DEMO = { student: 'student@greenroom.local', admin: 'admin@greenroom.local', password: 'greenroom-demo' };

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
mkdirSync(OUT, { recursive: true });
const figures: Figure[] = [];
const details: Record<string, unknown> = {};
const record = (name: string, result: { figures: Figure[]; details: unknown }) => {
  figures.push(...result.figures);
  details[name] = result.details;
};

if (wanted('bundles') || wanted('api') || wanted('spa')) {
  console.log('Building the web app and starting the local cloud...');
  spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'ignore' });
  const { cloud, stop } = await startCloudProcess({ POWERTOOLS_LOG_LEVEL: 'ERROR' });
  try {
    const [student, admin] = [await signIn(cloud, DEMO.student), await signIn(cloud, DEMO.admin)];
    const ctx = { userPoolId: cloud.env.USER_POOL_ID!, student, admin };
    if (wanted('bundles')) {
      console.log('1. Lambda bundles and cold init...');
      record('bundles', await measureBundles(resolve(OUT, 'bundles'), cloud.env, ctx));
    }
    if (wanted('api')) {
      console.log('2. API under load...');
      Object.assign(process.env, cloud.env);
      record('api', await measureApi(cloud.appUrl, admin.idToken, ctx));
    }
    if (wanted('spa')) {
      console.log('4. SPA weight and Lighthouse...');
      record('spa', await measureSpa(cloud.appUrl, { email: DEMO.student, password: DEMO.password }));
    }
  } finally {
    await stop();
  }
}
if (wanted('dynamodb')) {
  console.log('3. DynamoDB access patterns (integration suite with tracing)...');
  record('dynamodb', measureDynamoAccess(resolve(OUT, 'dynamodb-trace.jsonl')));
}
if (wanted('startup')) {
  console.log('5. Start-up and synth...');
  record('startup', await measureStartup());
}

console.log('');
printTable(figures);
const resultsFile = resolve(ROOT, 'bench/results.json');
writeResults(resultsFile, figures, details);
const failed = figures.filter((f) => !withinBudget(f));
console.log(`\n${figures.length - failed.length} within budget, ${failed.length} over budget. Results: ${resultsFile}`);
process.exit(failed.length ? 1 : 0);
