/** Texts of Add New Admin (docs/requirements.md#add-admin). */
import { ADMIN_REGISTER_MESSAGES } from '@functions/contract/schemas/auth';

export const adminRegisterMessages = {
  title: 'Add New Admin',
  subtitle:
    'Create an account for a colleague. New admins start with the Admin role; a super admin can change it.',
  userNameLabel: 'Username',
  userNamePlaceholder: 'e.g. mary.oconnor',
  emailLabel: 'Email',
  emailPlaceholder: 'name@example.ie',
  passwordLabel: 'Password',
  passwordPlaceholder: 'At least 8 characters',
  confirmLabel: 'Confirm Password',
  confirmPlaceholder: 'Repeat the password',
  passwordHint:
    'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.',
  submit: 'Create Account',
  submitting: 'Creating Account...',
  cancel: 'Cancel',
  required: ADMIN_REGISTER_MESSAGES.required,
  success: ADMIN_REGISTER_MESSAGES.created,
  failed: ADMIN_REGISTER_MESSAGES.failed,
  notAllowed: 'Only super admins can add admin accounts.',
} as const;
