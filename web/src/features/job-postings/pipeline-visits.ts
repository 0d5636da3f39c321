/**
 * When this browser last opened each posting's pipeline board (docs/requirements.md#pipeline: "new
 * since your last visit"), kept in localStorage per posting id as an ISO date. A browser without
 * storage (private mode) counts every applicant as new.
 */
const KEY = 'pipeline-visits';

function read(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The ISO time of the last visit to posting `jobId`'s board, or undefined. */
export function lastPipelineVisit(jobId: string): string | undefined {
  return read()[jobId];
}

/** Records a visit to posting `jobId`'s board now. */
export function recordPipelineVisit(jobId: string, at = new Date()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [jobId]: at.toISOString() }));
  } catch {
    // No storage: nothing to remember.
  }
}
