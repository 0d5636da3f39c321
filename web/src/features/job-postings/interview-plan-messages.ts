/**
 * Texts of the interview plan editor on the posting's page (docs/requirements.md#interview-plan).
 * The checks' own texts are the contract's (PLAN_MESSAGES), so the form and the API say the same.
 */
export const interviewPlanMessages = {
  title: 'Interview plan',
  intro:
    'The stages every candidate of this posting goes through, in order, and what interviewers rate at each (their scorecard).',
  isDefault: 'This posting uses the default plan. Save to give it a plan of its own.',
  updated: (when: string) => `Last saved ${when}`,
  loading: 'Loading the interview plan…',
  loadFailed: (reason: string) => `Could not load the interview plan: ${reason}`,
  retry: 'Retry',
  stage: (n: number) => `Stage ${n}`,
  stageName: 'Stage name',
  duration: 'Duration (minutes)',
  moveUp: (n: number) => `Move stage ${n} up`,
  moveDown: (n: number) => `Move stage ${n} down`,
  removeStage: (n: number) => `Remove stage ${n}`,
  up: 'Up',
  down: 'Down',
  remove: 'Remove',
  attributes: 'Scorecard attributes',
  attribute: (n: number) => `Attribute ${n}`,
  attributeName: 'Name',
  guidance: 'Guidance for the interviewer (optional)',
  removeAttribute: (stage: number, n: number) => `Remove attribute ${n} of stage ${stage}`,
  addAttribute: 'Add attribute',
  addStage: 'Add stage',
  newStage: 'New stage',
  save: 'Save interview plan',
  saving: 'Saving…',
  saved: 'Interview plan saved',
  saveFailed: (reason: string) => `Could not save the interview plan: ${reason}`,
  discard: 'Discard changes',
} as const;
