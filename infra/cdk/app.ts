import { createGreenroomApp } from './greenroom-app';

// Environment-agnostic on purpose: synthesis needs no AWS credentials or lookups. The CLI
// synthesizes the app when this module finishes.
createGreenroomApp();
