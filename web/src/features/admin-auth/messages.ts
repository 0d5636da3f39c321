/** Texts of the admin login page (docs/requirements.md#admin-login). */
export const adminAuthMessages = {
  title: 'Admin Login',
  subtitle: 'Sign in to manage CVs, job postings and the recruitment catalogue.',
  identifierLabel: 'Email or user name',
  identifierPlaceholder: 'admin@example.ie or user name',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  helpBefore: 'Trouble signing in? Contact ',
  helpAfter: '.',
  failureFallback: 'Login failed. Please try again.',
  backToSite: 'Back to website',
} as const;
