import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGreenroomApp } from '../../infra/cdk/greenroom-app';
import type { GreenroomStack } from '../../infra/cdk/greenroom-stack';
import { AwsSolutionsChecks } from '../../infra/cdk/nag';
import { SKIP_BUNDLING } from './support/template';

type Violation = ReturnType<InstanceType<typeof AwsSolutionsChecks>['validateScope']>['violations'][number];

// The full app as `npm run synth` builds it, with a built SPA so the deployment's findings are
// covered too. The checks look at resources, not bundles, so esbuild is skipped.
let app: App;
let stack: GreenroomStack;
let synthError: unknown;
let webDist: string;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'greenroom-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Greenroom</title>');
  ({ app, stack } = createGreenroomApp({ app: { context: SKIP_BUNDLING }, stack: { webAssetsDir: webDist } }));
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
});

afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const describeViolation = (v: Violation) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`;

/** Every acknowledgement recorded in the tree: [construct path, rule id, reason]. */
function acknowledgements(root: IConstruct): [string, string, string][] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(
          ([id, reason]) => [construct.node.path, id.replace(/^annotation::/i, ''), reason] as [string, string, string],
        ),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('synthesizes with the checks registered (any unacknowledged finding fails synthesis)', () => {
    expect(synthError).toBeUndefined();
  });

  it("leaves nothing for CDK's built-in template validation (e.g. no dependency cycles)", () => {
    const assembly = app.synth();
    const report = JSON.parse(readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: { ruleName: string; description: string }[] }[];
    };
    const findings = report.pluginReports.flatMap((r) => r.violations.map((v) => `${r.pluginName} ${v.ruleName}: ${v.description}`));
    expect(findings).toEqual([]);
  });

  it('reports no errors and no warnings', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(app);
    const errors = violations.filter((v) => v.severity === 'error').map(describeViolation);
    const warnings = violations.filter((v) => v.severity === 'warning').map(describeViolation);
    if (warnings.length) console.warn(`cdk-nag warnings:\n${warnings.join('\n')}`);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('leaves no AwsSolutions annotation errors on the stack', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });

  it('gives every acknowledgement a specific reason', () => {
    const acks = acknowledgements(app).filter(([, id]) => id.startsWith('AwsSolutions-'));
    console.info(acks.map(([where, id, reason]) => `${id} @ ${where}: ${reason}`).join('\n'));
    expect(acks.length).toBeGreaterThan(0);
    for (const [where, id, reason] of acks) {
      expect(reason.length, `${id} at ${where}`).toBeGreaterThan(30);
    }
  });

  it('acknowledges nothing that is not actually found', () => {
    // Re-run the checks with acknowledgements ignored: every acknowledged id must be a real finding
    // on the acknowledging construct or below it.
    const unfiltered = new AwsSolutionsChecks();
    (unfiltered as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
    const found = unfiltered
      .validateScope(app)
      .violations.flatMap((v) => v.violatingResources.map((r) => [v.ruleName, r.constructPath] as const));
    const stale = acknowledgements(app)
      .filter(([, id]) => id.startsWith('AwsSolutions-'))
      .filter(([where, id]) => !found.some(([rule, at]) => rule === id && (at === where || at?.startsWith(`${where}/`))));
    expect(stale).toEqual([]);
  });
});
