/** Texts of the Access Denied page (public-site §2, admin-area §2). */
export const accessDeniedMessages = {
  title: 'Access Denied',
  /** The default message: no permission. */
  defaultMessage: 'You do not have permission to view this page.',
  goBack: 'Go Back',
  goHome: 'Go to Home',
} as const;
