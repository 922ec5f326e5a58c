import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { type WorkerName, workers } from '../../events/catalog';
import { type ApiFunctionDef, type ApiFunctionName, apiFunctions } from '../../functions/routes';
import { type TriggerName, authTriggers } from '../../functions/triggers';
import type { CapabilityTargets } from './capability-grants';
import { mapRecord } from './records';
import { ServiceFunction } from './service-function';

/** API Gateway gives up after 30 s; handlers should answer well before that. */
const DEFAULT_API_TIMEOUT_SECONDS = 10;

/** Cognito waits for its triggers' answer for 5 s at most. */
const TRIGGER_TIMEOUT_SECONDS = 5;

type Settings = Readonly<Record<string, string>>;

/** What the route table, the event catalog and the trigger catalog all say about a function. */
type FunctionDef = Pick<ApiFunctionDef, 'entry' | 'description' | 'needs'>;

export interface FunctionsProps {
  /** Settings every function receives (table name, bus name, …). */
  readonly environment: Settings;
  /**
   * The user pool's id and client id. Cognito triggers do not get them: the pool names its
   * triggers, so a trigger naming the pool would be a dependency cycle. Triggers read
   * `event.userPoolId` instead.
   */
  readonly userPoolEnvironment: Settings;
  readonly targets: CapabilityTargets;
}

/**
 * Every Lambda function: one per API resource (route table), one per worker (event catalog) and one
 * per Cognito trigger (trigger catalog).
 */
export class Functions extends Construct {
  readonly api: Record<ApiFunctionName, ServiceFunction>;
  readonly workers: Record<WorkerName, ServiceFunction>;
  readonly triggers: Record<TriggerName, ServiceFunction>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const create = (constructId: string, def: FunctionDef, timeoutSeconds: number, environment: Settings) =>
      new ServiceFunction(this, constructId, {
        entry: def.entry,
        description: def.description,
        needs: def.needs,
        timeout: Duration.seconds(timeoutSeconds),
        environment,
        targets: props.targets,
      });
    const withUserPool = { ...props.environment, ...props.userPoolEnvironment };

    this.api = mapRecord(apiFunctions, (def: ApiFunctionDef, name) =>
      create(`Api-${name}`, def, def.timeoutSeconds ?? DEFAULT_API_TIMEOUT_SECONDS, withUserPool),
    );
    this.workers = mapRecord(workers, (def, name) => create(`Worker-${name}`, def, def.timeoutSeconds, withUserPool));
    this.triggers = mapRecord(authTriggers, (def, name) =>
      create(`Trigger-${name}`, def, TRIGGER_TIMEOUT_SECONDS, props.environment),
    );
  }
}

