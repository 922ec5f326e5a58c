import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/** esbuild's target; keep in step with the Lambda runtime in service-function.ts. */
export const NODE_TARGET = 'node22';

/**
 * The esbuild settings every Lambda is bundled with. Exported on its own so that a benchmark can
 * rebuild the exact same bundles outside CDK.
 *
 * The AWS SDK is bundled rather than taken from the runtime: tree-shaken clients load faster than
 * the runtime's full copies and the version is the one we tested against.
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
    logLevel: LogLevel.WARNING,
  };
}
