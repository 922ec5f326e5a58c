import { createGreenroomApp } from './greenroom-app';

// Environment-agnostic on purpose: synthesis needs no AWS credentials or lookups. The CLI
// synthesizes the app when this module finishes.
createGreenroomApp({
  // CDK's own template validation (dependency cycles and the like) takes a third of the synthesis
  // time; tests/infra/nag.test.ts runs it on every test run instead.
  app: { builtinCloudFormationValidation: false },
});
