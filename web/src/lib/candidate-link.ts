/**
 * Where a person opens (docs/requirements.md#candidate-page): the candidate page of a resume id,
 * from the CV list, the pipeline board and the notifications, and the way back to the list as it
 * was. The list keeps its search, filters, sort and page in the query string
 * (features/cv-management/CvManagementPage.tsx), so a link from it carries that query string in
 * the history entry's state and "Back to CV Management" returns to it.
 */

/** The CV list's path. */
export const CV_LIST_PATH = '/admin/cv-management';

/** `/admin/cv-management/{resumeId}` (web/src/app/router.tsx: cv-management/:id). */
export function candidatePath(resumeId: string): string {
  return `${CV_LIST_PATH}/${encodeURIComponent(resumeId)}`;
}

/** The history state of a link from the CV list: the list's query string (`?search=…&page=2`, or ''). */
export interface CandidateLinkState {
  listSearch: string;
}

/** The state to give a link to a candidate from the list whose query string is `search`. */
export function fromList(search: string): CandidateLinkState {
  return { listSearch: search };
}

/**
 * The list to return to from a candidate page opened with `state` (react-router's
 * `location.state`): the list as it was when the link was followed, else the list unfiltered.
 * Only a query string is taken, so the state cannot send the page elsewhere.
 */
export function listPathFrom(state: unknown): string {
  const search = (state as Partial<CandidateLinkState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${CV_LIST_PATH}${search}` : CV_LIST_PATH;
}
