/**
 * Texts of candidate login, sign-up, the header's user menu and the profile page (docs/requirements.md#candidate-login,
 * #signup, #public-header, #candidate-profile).
 */
import { CV_MAX_SIZE_TEXT } from '@functions/contract/cv-policy';
import { CANDIDATE_AUTH_MESSAGES } from '@functions/contract/schemas/auth';
import {
  UPLOAD_FAILED_PREFIX,
  UPLOAD_FAILURE_FALLBACK,
  UPLOAD_STILL_CHECKING,
  UPLOAD_STILL_CHECKING_TITLE,
  UPLOAD_TRY_ANOTHER,
} from '@/lib/upload-messages';

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
  password: {
    show: 'Show password',
    hide: 'Hide password',
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
  /** docs/requirements.md#candidate-profile. */
  profile: {
    menuLink: 'My profile',
    title: 'My profile',
    loading: 'Loading your profile...',
    cvHeading: 'My CV',
    noCv: 'No CV on file yet.',
    onFile: (fileName: string, date: string) => `${fileName}, received ${date}`,
    replaceHeading: 'Replace my CV',
    replaceHint: `PDF, DOC or DOCX, up to ${CV_MAX_SIZE_TEXT}. Your earlier CVs stay on record for recruiters.`,
    fileLabel: 'New CV',
    replace: 'Replace my CV',
    replacing: 'Uploading...',
    chooseFile: 'Please choose a PDF, DOC or DOCX file.',
    replaced: 'Your new CV was received. Recruiters will see it with your profile.',
    failurePrefix: UPLOAD_FAILED_PREFIX,
    failureFallback: UPLOAD_FAILURE_FALLBACK,
    tryAnother: UPLOAD_TRY_ANOTHER,
    stillCheckingTitle: UPLOAD_STILL_CHECKING_TITLE,
    stillChecking: UPLOAD_STILL_CHECKING,
  },
} as const;
