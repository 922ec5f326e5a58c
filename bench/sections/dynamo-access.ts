import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { routes, routeKey } from '../../functions/routes';
import type { Figure } from '../report';

const ROOT = resolve(import.meta.dirname, '../..');
const MAX_CALLS_PER_LIST_SCREEN = 2;

interface TraceLine {
  op: string;
  index: string | null;
  by: string;
  requestId: string | null;
}

/** List screens are the GET routes whose id says they list. */
const isListRoute = (id: string) => id.startsWith('list');

/**
 * 3. Runs the integration suite with DynamoDB call tracing on, then reports which operations each
 * route and worker used, Scans anywhere, and the most calls one list-screen request needed.
 */
export function measureDynamoAccess(traceFile: string) {
  rmSync(traceFile, { force: true });
  const run = spawnSync(resolve(ROOT, 'node_modules/.bin/vitest'), ['run', '--project', 'integration', '--reporter=dot'], {
    cwd: ROOT,
    env: { ...process.env, DYNAMODB_TRACE_FILE: traceFile },
    encoding: 'utf8',
  });
  const lines: TraceLine[] = existsSync(traceFile)
    ? readFileSync(traceFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as TraceLine)
    : [];

  const opsBy = new Map<string, Map<string, number>>();
  const callsPerRequest = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const ops = opsBy.get(line.by) ?? new Map<string, number>();
    const op = line.index ? `${line.op}(${line.index})` : line.op;
    ops.set(op, (ops.get(op) ?? 0) + 1);
    opsBy.set(line.by, ops);
    if (line.requestId) {
      const requests = callsPerRequest.get(line.by) ?? new Map<string, number>();
      requests.set(line.requestId, (requests.get(line.requestId) ?? 0) + 1);
      callsPerRequest.set(line.by, requests);
    }
  }

  const scans = lines.filter((line) => line.op.startsWith('Scan')).length;
  const figures: Figure[] = [
    { section: 'dynamodb', name: 'integration suite', value: run.status === 0 ? 1 : 0, unit: 'passed', budget: { op: '=', value: 1 } },
    { section: 'dynamodb', name: 'DynamoDB calls traced', value: lines.length, unit: 'calls' },
    { section: 'dynamodb', name: 'Scan calls (anywhere)', value: scans, unit: 'calls', budget: { op: '=', value: 0 } },
  ];
  for (const route of routes.filter((r) => isListRoute(r.id))) {
    const requests = callsPerRequest.get(routeKey(route));
    figures.push({
      section: 'dynamodb',
      name: `${routeKey(route)} max calls/request`,
      value: requests ? Math.max(...requests.values()) : Number.NaN,
      unit: 'calls',
      budget: { op: '<=', value: MAX_CALLS_PER_LIST_SCREEN },
      note: requests ? `${requests.size} requests traced` : 'not exercised by the integration suite',
    });
  }
  const operationsByCaller = Object.fromEntries(
    [...opsBy.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([by, ops]) => [by, Object.fromEntries(ops)]),
  );
  const untraced = routes.filter((route) => !opsBy.has(routeKey(route))).map(routeKey);
  return { figures, details: { operationsByCaller, routesWithoutDynamoDbCalls: untraced, suiteOutputTail: run.stdout.slice(-2000) } };
}
