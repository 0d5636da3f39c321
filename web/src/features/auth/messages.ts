/**
 * Texts of candidate login, sign-up and the header's user menu (docs/requirements.md#candidate-login, #signup, #public-header).
 */
import { CANDIDATE_AUTH_MESSAGES } from '@functions/contract/schemas/auth';

export const authMessages = {
  login: {
    documentTitle: 'Login',
    title: 'Welcome back',
    subtitle: 'Sign in to see our job opportunities and apply.',
    identifierLabel: 'Email or Username',
    identifierPlaceholder: 'you@example.com',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Your password',
    remember: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    createAccount: 'Create account',
    failedTitle: 'Login Failed',
    required: CANDIDATE_AUTH_MESSAGES.loginRequired,
    failed: CANDIDATE_AUTH_MESSAGES.loginFailed,
    success: 'Login successful!',
  },
  signup: {
    documentTitle: 'Sign up',
    title: 'Create your account',
    subtitle: 'Apply for our open positions with one account.',
    nameLabel: 'Full Name',
    namePlaceholder: 'Your full name',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    passwordLabel: 'Password',
    passwordPlaceholder: 'At least 8 characters',
    confirmLabel: 'Confirm Password',
    confirmPlaceholder: 'Repeat your password',
    passwordHint:
      'At least 8 characters with an uppercase letter, a lowercase letter, a number and a symbol.',
    submit: 'Create Account',
    submitting: 'Creating Account...',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    required: CANDIDATE_AUTH_MESSAGES.required,
    mismatch: CANDIDATE_AUTH_MESSAGES.mismatch,
    /** docs/requirements.md#signup. */
    emailExists: 'An account with this email already exists. Please try logging in or use a different email.',
    failedToast: (message?: string) => `Registration failed: ${message || 'Please try again'}`,
    success: 'Account created! Please sign in.',
  },
  menu: {
    login: 'Login',
    logout: 'Logout',
    openMenu: (name: string) => `Account menu for ${name}`,
    /** docs/requirements.md#public-header: name display fallback. */
    nameFallback: 'User',
    loggedOut: 'You have been logged out successfully',
  },
  profileFailed: (message?: string) => `Failed to load profile: ${message || 'Please try again'}`,
} as const;
