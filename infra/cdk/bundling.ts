import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/** esbuild's target; keep in step with the Lambda runtime in service-function.ts. */
export const NODE_TARGET = 'node22';

/**
 * The esbuild settings every Lambda is bundled with. Exported on its own so that a benchmark can
 * rebuild the exact same bundles outside CDK.
 *
 * The AWS SDK v3 is taken from the Lambda runtime rather than bundled: bundled, its shared core
 * (@smithy/core alone is 130 KB minified) put every function over the 250 KB bundle budget
 * (`npm run bench` measured 450-510 KB), while the runtime's copy costs no deployment bytes.
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
    externalModules: ['@aws-sdk/*'],
    bundleAwsSDK: false,
    logLevel: LogLevel.WARNING,
  };
}
