import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per function instance (Powertools), created at module scope. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'greenroom' });
