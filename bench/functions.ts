import { workers } from '../events/catalog';
import { apiFunctions } from '../functions/routes';
import { authTriggers } from '../functions/triggers';

export interface BuiltFunction {
  name: string;
  kind: 'api' | 'worker' | 'trigger';
  entry: string;
}

/** Every function the CDK app builds, from the same three declarations CDK reads. */
export function allFunctions(): BuiltFunction[] {
  return [
    ...Object.entries(apiFunctions).map(([name, def]) => ({ name: `api-${name}`, kind: 'api' as const, entry: def.entry })),
    ...Object.entries(workers).map(([name, def]) => ({ name: `worker-${name}`, kind: 'worker' as const, entry: def.entry })),
    ...Object.entries(authTriggers).map(([name, def]) => ({ name: `trigger-${name}`, kind: 'trigger' as const, entry: def.entry })),
  ];
}
