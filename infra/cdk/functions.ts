import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { type WorkerName, workers } from '../../events/catalog';
import { type ApiFunctionDef, type ApiFunctionName, apiFunctions } from '../../functions/routes';
import type { CapabilityTargets } from './capability-grants';
import { mapRecord } from './records';
import { ServiceFunction } from './service-function';

/** API Gateway gives up after 30 s; handlers should answer well before that. */
const DEFAULT_API_TIMEOUT_SECONDS = 10;

export interface FunctionsProps {
  /** Settings every function receives (table name, bus name, …). */
  readonly environment: Readonly<Record<string, string>>;
  readonly targets: CapabilityTargets;
}

/** Every Lambda function: one per API resource (route table) and one per worker (event catalog). */
export class Functions extends Construct {
  readonly api: Record<ApiFunctionName, ServiceFunction>;
  readonly workers: Record<WorkerName, ServiceFunction>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const create = (constructId: string, def: ApiFunctionDef, timeoutSeconds: number) =>
      new ServiceFunction(this, constructId, {
        entry: def.entry,
        description: def.description,
        needs: def.needs,
        timeout: Duration.seconds(timeoutSeconds),
        environment: props.environment,
        targets: props.targets,
      });

    this.api = mapRecord(apiFunctions, (def: ApiFunctionDef, name) =>
      create(`Api-${name}`, def, def.timeoutSeconds ?? DEFAULT_API_TIMEOUT_SECONDS),
    );
    this.workers = mapRecord(workers, (def, name) => create(`Worker-${name}`, def, def.timeoutSeconds));
  }
}

