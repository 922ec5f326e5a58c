import { type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

/** Skips esbuild: for tests about wiring rather than about the bundles. */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/**
 * App settings for tests that only read the template: CDK's built-in template validation costs
 * seconds per synthesis and runs in nag.test.ts already.
 */
export const FAST_APP = { builtinCloudFormationValidation: false } as const;

export interface CfnResource {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** The logical id a construct's CloudFormation resource gets in the template. */
export function logicalId(stack: Stack, construct: IConstruct): string {
  const cfn = construct.node.defaultChild ?? construct;
  return stack.resolve(stack.getLogicalId(cfn as never)) as string;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type) as Record<string, CfnResource>);
}

export function onlyResource(template: Template, type: string): [string, CfnResource] {
  const all = resourcesOfType(template, type);
  if (all.length !== 1) throw new Error(`Expected one ${type}, found ${all.length}`);
  return all[0]!;
}

interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every Allow statement of the inline policies attached to a role. */
export function statementsOfRole(template: Template, roleLogicalId: string): PolicyStatementJson[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleLogicalId })))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as PolicyStatementJson[])
    .filter((statement) => statement.Effect === 'Allow');
}

export function actionsOfRole(template: Template, roleLogicalId: string): Set<string> {
  return new Set(statementsOfRole(template, roleLogicalId).flatMap((s) => [s.Action].flat()));
}
