import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per function (service name from POWERTOOLS_SERVICE_NAME). */
export const logger = new Logger();
