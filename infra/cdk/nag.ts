import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyDocument, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import cdkNag from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

// cdk-nag is CommonJS whose exports Node's ESM loader cannot name statically.
export const { AwsSolutionsChecks } = cdkNag;

/** AwsSolutions rules by short id (e.g. 'L1'), each with why it does not apply here. */
export type NagReasons = Readonly<Record<string, string>>;

/** Acknowledges AwsSolutions rules on a construct and everything below it. */
export function acknowledge(scope: IConstruct, reasons: NagReasons): void {
  for (const [rule, reason] of Object.entries(reasons)) {
    Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
  }
}

type Statements = readonly PolicyStatement[] | PolicyDocument;

/**
 * Acknowledges exactly the IAM5 findings (wildcard actions and resources) that these statements
 * produce, each under its own finding id, so any wildcard added later still fails the check.
 */
export function acknowledgeWildcards(scope: IConstruct, statements: Statements, reason: string): void {
  for (const finding of wildcardFindings(scope, statements)) {
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

interface StatementJson {
  Effect?: string;
  Action?: unknown;
  Resource?: unknown;
}

/** The IAM5 finding ids of some statements, computed the way cdk-nag computes them. */
function wildcardFindings(scope: IConstruct, statements: Statements): string[] {
  const stack = Stack.of(scope);
  const json: StatementJson[] =
    statements instanceof PolicyDocument
      ? asArray((stack.resolve(statements) as { Statement?: unknown } | undefined)?.Statement)
      : statements.map((statement) => stack.resolve(statement.toStatementJson()));
  const findings = new Set<string>();
  for (const statement of json) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of asArray(statement.Action)) {
      if (typeof action === 'string' && action.includes('*')) findings.add(`Action::${action}`);
    }
    for (const resource of asArray(statement.Resource).map(flattenCfnReference)) {
      if (resource.includes('*')) findings.add(`Resource::${resource}`);
    }
  }
  return [...findings];
}

const asArray = <T = unknown>(value: unknown): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as T[];
