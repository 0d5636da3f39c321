/** Texts of the Access Denied page (docs/requirements.md#public-routes, docs/requirements.md#admin-routes). */
export const accessDeniedMessages = {
  title: 'Access Denied',
  /** The default message: no permission. */
  defaultMessage: 'You do not have permission to view this page.',
  goBack: 'Go Back',
  goHome: 'Go to Home',
} as const;
