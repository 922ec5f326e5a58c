import { defineConfig } from 'vitest/config';

const env = { POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          env,
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
          // Above Testing Library's 5 s wait: a web test may wait for a lazy chunk on a loaded 2-core machine.
          testTimeout: 20_000,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          env,
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          env,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
