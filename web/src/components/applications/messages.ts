/** Texts of "Add to posting" (docs/requirements.md#pipeline). */
export const addToPostingMessages = {
  action: 'Add to posting',
  actionFor: (name: string) => `Add ${name} to a posting`,
  bulkAction: (n: number) => `Add ${n} to posting`,
  title: 'Add to posting',
  description: (who: string) =>
    `Put ${who} into an active posting's pipeline. Where the CV came from is kept.`,
  oneCandidate: (name: string) => name,
  candidates: (n: number) => (n === 1 ? '1 candidate' : `${n} candidates`),
  search: 'Search postings',
  postings: 'Active postings',
  loading: 'Loading postings…',
  loadFailed: (reason: string) => `Could not load the postings: ${reason}`,
  none: 'No active posting matches.',
  more: (n: number) => `${n} more: narrow the search to see them.`,
  choose: 'Choose a posting.',
  cancel: 'Cancel',
  submit: 'Add',
  added: (n: number, posting: string) =>
    n === 1 ? `Added to ${posting}` : `${n} candidates added to ${posting}`,
  already: (n: number) => (n === 1 ? '1 was already in it' : `${n} were already in it`),
  notFound: (n: number) => (n === 1 ? '1 was not found' : `${n} were not found`),
  failed: (reason: string) => `Could not add to the posting: ${reason}`,
  openBoard: 'Open pipeline',
} as const;
