import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { GreenroomStack, type GreenroomStackProps } from './greenroom-stack';
import { AwsSolutionsChecks } from './nag';
import { defaultWebAssetsDir, existingDir } from './paths';

export interface GreenroomAppOptions {
  readonly app?: AppProps;
  /** Overrides of what is otherwise read from CDK context or found on disk. */
  readonly stack?: GreenroomStackProps;
  /** Run the cdk-nag AwsSolutions checks at synthesis (default true); any unacknowledged finding fails it. */
  readonly nagChecks?: boolean;
}

/**
 * Builds the CDK app. Context: `mailDomain` (default greenroom.example). The SPA is deployed only if
 * web/dist exists, so synthesis works before the web app is built.
 */
export function createGreenroomApp(options: GreenroomAppOptions = {}): { app: App; stack: GreenroomStack } {
  const app = new App(options.app);
  const stack = new GreenroomStack(app, 'Greenroom', {
    description: 'Greenroom: site, API, workers and data',
    mailDomain: app.node.tryGetContext('mailDomain') as string | undefined,
    webAssetsDir: existingDir(defaultWebAssetsDir),
    ...options.stack,
  });
  if (options.nagChecks ?? true) {
    // cdk-nag 3 is a policy-validation plugin (not an Aspect); acknowledgements are Validations.of(…).acknowledge.
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  }
  return { app, stack };
}
