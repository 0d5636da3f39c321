/**
 * `eventFunctions.interviewReminders`: the hourly interview reminders (EventBridge Scheduler rate of
 * 1 hour; locally the gateway's hourly timer), to the candidate and each interviewer 24 h before an
 * interview and to each interviewer whose feedback is 24 h overdue (docs/architecture.md#interview-reminders).
 * A function of its own, so the nightly sweep bundles none of the interviews' code. Each mail is
 * sent once whatever the number of runs: a retried or doubled run sends nothing twice.
 */
import { sendInterviewReminders } from '../../core/domain/my-interviews.js';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';

// The schedule's event carries nothing the run reads.
export const handler = traced(async (): Promise<{ before: number; feedback: number }> => {
  const reminders = await sendInterviewReminders();
  logger.info('interview reminders', reminders);
  return reminders;
});
