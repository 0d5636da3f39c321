/** Texts of the My interviews page (docs/requirements.md#my-interviews). */
export const myInterviewsMessages = {
  title: 'My Interviews',
  subtitle: 'Interviews you sit on: what is coming up, and what still awaits your feedback.',
  loading: 'Loading your interviews…',
  loadError: 'Your interviews could not be loaded.',
  retry: 'Try again',
  upcoming: 'Upcoming',
  noUpcoming: 'No interviews coming up in the next 60 days.',
  awaitingFeedback: 'Awaiting your feedback',
  noAwaiting: 'Nothing awaits your feedback.',
  erased: 'Erased candidate',
  noPlace: 'Place to be confirmed',
  confirmed: 'Confirmed by the candidate',
  draft: 'Scorecard draft saved, not submitted',
} as const;
