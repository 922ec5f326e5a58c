import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { fromRepoRoot } from './paths';

const FULL_CREDENTIAL_CHAIN = '@aws-sdk/credential-provider-node';
const LAMBDA_CREDENTIALS = 'functions/adapters/lambda-credentials.ts';

/** esbuild's target; keep in step with the Lambda runtime in service-function.ts. */
export const NODE_TARGET = 'node22';

/**
 * The esbuild settings every Lambda is bundled with. Exported on its own so that a benchmark can
 * rebuild the exact same bundles outside CDK.
 *
 * The AWS SDK v3 is bundled, not taken from the Lambda runtime: `npm run bench` measured the
 * runtime-style copy (many unminified CommonJS files) at 145-195 ms to import against 58-76 ms
 * bundled, which is most of a cold start. Its credential chain is swapped for the environment-only
 * provider Lambda needs (see functions/adapters/lambda-credentials.ts).
 */
export function bundlingOptions(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: NODE_TARGET,
    minify: true,
    sourceMap: true,
    sourceMapMode: SourceMapMode.DEFAULT,
    // Stack traces only need the mappings; leaving out the sources keeps the asset small.
    sourcesContent: false,
    mainFields: ['module', 'main'],
    // Some dependencies are CommonJS and call require(); ESM output has no require of its own.
    banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    externalModules: [],
    bundleAwsSDK: true,
    esbuildArgs: { [`--alias:${FULL_CREDENTIAL_CHAIN}`]: fromRepoRoot(LAMBDA_CREDENTIALS) },
    logLevel: LogLevel.WARNING,
  };
}
