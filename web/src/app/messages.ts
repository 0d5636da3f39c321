/**
 * Texts of the app frame: header, footer, error and not-found screens, waits (docs/requirements.md#public-header;
 * docs/requirements.md#admin-routes).
 */
import { CV_RETENTION_TEXT } from '@functions/contract/retention';
export const appMessages = {
  nav: {
    home: 'Home',
    about: 'About',
    careers: 'Careers',
    training: 'Training',
    contact: 'Contact',
    getInTouch: 'Get in Touch',
    login: 'Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    primary: 'Main navigation',
    mobile: 'Mobile navigation',
  },
  footer: {
    quickLinks: 'Quick Links',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    adminLogin: 'Admin Login',
    retention: `CVs are kept for ${CV_RETENTION_TEXT}, then deleted.`,
    trust: ['GDPR compliant', 'SSL secured', 'Hosted in the EU'],
    rights: 'All rights reserved.',
    social: 'Social media',
    linkedin: 'LinkedIn (opens in a new tab)',
    instagram: 'Instagram (opens in a new tab)',
  },
  verifyingAccess: 'Verifying access...',
  loadingAdmin: 'Loading admin dashboard',
  error: {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Refreshing the page usually helps.',
    refresh: 'Refresh Page',
    goToLogin: 'Go to Login',
  },
  notFound: {
    title: 'Page not found',
    code: '404',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to Home',
  },
  skipToContent: 'Skip to content',
} as const;
