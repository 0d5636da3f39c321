/**
 * Structured JSON logging (Powertools Logger): one logger per process, a request id on every line.
 * Never log personal data (names, emails, CV contents, passwords, tokens).
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: 'cork-careers',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
