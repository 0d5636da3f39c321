/**
 * Account shapes of both areas (docs/architecture.md#auth; docs/requirements.md#admin-limits, #api-calls; docs/requirements.md#candidate-login, #api-calls): logins,
 * registrations, token refresh, admin roles. The web forms validate with these same schemas.
 */
import * as z from 'zod';
import type { AdminRole } from '../roles.js';
import { emailAddress, personName } from './person.js';

export { ADMIN_ROLES, type AdminRole } from '../roles.js';

/** `POST /admin/auth/login`: identifier is an email or a user_name. */
export const adminLoginRequest = z.object({
  identifier: z
    .string({ error: 'identifier (email or user name) is required' })
    .trim()
    .min(1, 'identifier (email or user name) is required')
    .max(254, 'identifier is too long'),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/** Admin password rule, docs/requirements.md#add-admin (also the seed's and the register form's). */
export const ADMIN_PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, one number, and one special symbol.';
export const adminPassword = z
  .string()
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, ADMIN_PASSWORD_MESSAGE);

export interface AdminProfile {
  _id: string;
  user_name: string;
  email: string;
  role: AdminRole;
  createdBy: { _id: string; user_name: string } | null;
  createdAt: string;
}

/**
 * `data` of both login routes. `token` is the Cognito ID token (1 h), sent as the bearer and kept in
 * memory only; the refresh token travels in the pool's HttpOnly session cookie, never in a body
 * (docs/architecture.md#auth).
 */
export interface AdminLoginResponse {
  token: string;
  expiresIn: number;
  admin: AdminProfile;
}

// ── Shared by both login areas ─────────────────────────────────────────────────────────────────

/** `data` of both refresh routes: a new ID token (the refresh token in the cookie stays the same). */
export interface RefreshResponse {
  token: string;
  expiresIn: number;
}

// ── Admin accounts (docs/requirements.md#add-admin, #admin-roles) ──────────────────────────────────────────────────────────

/** Texts of docs/requirements.md#add-admin for the register form and route. */
export const ADMIN_REGISTER_MESSAGES = {
  required: 'All fields are required',
  mismatch: 'Passwords do not match',
  email: 'Please enter a valid email address',
  userName: 'User name may contain only letters, digits, dots, hyphens and underscores (3-30 characters)',
  created: 'Admin account created successfully!',
  failed: 'Failed to create admin account',
} as const;

/** The roles the assign-role dialog offers (docs/requirements.md#users-and-admins); super_admin is never assigned. */
export const ASSIGNABLE_ROLES = ['admin', 'hr-manager', 'recruiter', 'viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const requiredText = (max: number) =>
  z
    .string({ error: ADMIN_REGISTER_MESSAGES.required })
    .trim()
    .min(1, ADMIN_REGISTER_MESSAGES.required)
    .max(max, `must be at most ${max} characters`);

/**
 * `POST /admin/auth/register` (docs/requirements.md#admin-login, #api-calls: user_name, email, password). `confirm_password`
 * is the form's field; the API checks it when sent. `role` defaults to admin (docs/requirements.md#admin-records).
 * User names have no @ so that a login identifier is unambiguous (email vs user name).
 */
export const adminRegisterRequest = z
  .object({
    user_name: requiredText(30).pipe(
      z.string().regex(/^[A-Za-z0-9._-]{3,30}$/, ADMIN_REGISTER_MESSAGES.userName),
    ),
    email: requiredText(254).pipe(
      z
        .string()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ADMIN_REGISTER_MESSAGES.email)
        .pipe(z.email(ADMIN_REGISTER_MESSAGES.email)),
    ),
    password: z
      .string({ error: ADMIN_REGISTER_MESSAGES.required })
      .min(1, ADMIN_REGISTER_MESSAGES.required)
      .max(256, 'password is too long')
      .pipe(adminPassword),
    confirm_password: z.string().max(256).optional(),
    role: z
      .enum(ASSIGNABLE_ROLES, { error: `role must be one of ${ASSIGNABLE_ROLES.join(', ')}` })
      .optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    message: ADMIN_REGISTER_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type AdminRegisterRequest = z.input<typeof adminRegisterRequest>;

/** `PUT /admin/admins/{id}/role`. */
export const assignRoleRequest = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: `role must be one of ${ASSIGNABLE_ROLES.join(', ')}` }),
});
export type AssignRoleRequest = z.infer<typeof assignRoleRequest>;

/** The refusals of docs/requirements.md#users-and-admins, and of role changes. */
export const ADMIN_MANAGEMENT_MESSAGES = {
  onlySuperAdminsDelete: 'Only super admins can delete other admins',
  cannotDeleteSuperAdmin: 'Cannot delete super admin accounts',
  cannotDeleteSelf: 'Cannot delete your own account',
  onlySuperAdminsAssign: 'Only super admins can assign roles',
  cannotChangeSuperAdmin: 'Cannot change the role of a super admin account',
  cannotChangeOwnRole: 'Cannot change your own role',
  notFound: 'Admin not found',
  deleted: 'Admin deleted successfully',
  roleAssigned: 'Role assigned successfully',
} as const;

/** An admin as the admin list shows it: the profile plus real login figures. */
export interface AdminListItem extends AdminProfile {
  lastLoginAt: string | null;
  loginCount: number;
}

/** `data` of `GET /admin/admins` (docs/requirements.md#api-calls: `data.admins` and pagination total, page, pages). */
export interface AdminListResponse {
  admins: AdminListItem[];
  pagination: { total: number; page: number; pages: number; limit: number };
}

// ── Candidates (docs/requirements.md#candidate-login, #api-calls) ─────────────────────────────────────────────────────────

/** Texts of docs/requirements.md#signup for candidate login and sign-up. */
export const CANDIDATE_AUTH_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  loginRequired: 'Please enter both email and password',
  loginFailed: 'Invalid email or password. Please check your credentials and try again.',
  /** Contains "email already exist", which the sign-up form maps to its conflict text (docs/requirements.md#signup). */
  /** The one answer of a sign-up, whether the e-mail was new or registered (no account enumeration). */
  registered: 'Check your e-mail: we sent you a code to confirm your address.',
  /** 403 of a login whose password was right but whose e-mail is not confirmed yet. */
  notConfirmed: 'Please confirm your e-mail address first: enter the code we sent you.',
  confirmed: 'Your e-mail address is confirmed. You can now log in.',
  codeInvalid: 'The code is not valid. Please check it or ask for a new one.',
  codeExpired: 'The code has expired. Please ask for a new one.',
  codeResent: 'If an account is waiting for confirmation, we sent a new code to that address.',
  codeThrottled: 'Too many codes requested or entered. Please wait a while and try again.',
  password:
    'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, one number, and one special symbol.',
} as const;

/**
 * Candidate password: at least as strict as Cognito's default policy (8+ characters, upper, lower,
 * digit, symbol), any symbol allowed (docs/architecture.md#auth).
 */
export const candidatePassword = z
  .string({ error: CANDIDATE_AUTH_MESSAGES.required })
  .min(1, CANDIDATE_AUTH_MESSAGES.required)
  .max(256, 'password is too long')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{8,}$/, CANDIDATE_AUTH_MESSAGES.password);

/** `POST /user/auth/register` (docs/requirements.md#signup, #api-calls): name, email, password, confirm_password. */
export const candidateRegisterRequest = z
  .object({
    name: z
      .string({ error: CANDIDATE_AUTH_MESSAGES.required })
      .trim()
      .min(1, CANDIDATE_AUTH_MESSAGES.required)
      .pipe(personName),
    email: z
      .string({ error: CANDIDATE_AUTH_MESSAGES.required })
      .trim()
      .min(1, CANDIDATE_AUTH_MESSAGES.required)
      .pipe(emailAddress),
    password: candidatePassword,
    confirm_password: z
      .string({ error: CANDIDATE_AUTH_MESSAGES.required })
      .min(1, CANDIDATE_AUTH_MESSAGES.required),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: CANDIDATE_AUTH_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type CandidateRegisterRequest = z.input<typeof candidateRegisterRequest>;

const candidateEmail = z
  .string({ error: CANDIDATE_AUTH_MESSAGES.required })
  .trim()
  .min(1, CANDIDATE_AUTH_MESSAGES.required)
  .pipe(emailAddress);

/** A code Cognito mailed (sign-up confirmation, password reset): 6 digits. */
const mailedCode = z
  .string({ error: CANDIDATE_AUTH_MESSAGES.required })
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail');

/** `POST /user/auth/confirm`: the sign-up e-mail and the code mailed to it. */
export const confirmSignUpRequest = z.object({
  email: candidateEmail,
  code: mailedCode,
});
export type ConfirmSignUpRequest = z.infer<typeof confirmSignUpRequest>;

/** `POST /user/auth/resend-code`: the sign-up e-mail. */
export const resendCodeRequest = z.object({ email: candidateEmail });
export type ResendCodeRequest = z.infer<typeof resendCodeRequest>;

/**
 * `POST /user/auth/login` (docs/requirements.md#api-calls: email, password). `remember` ("Remember
 * me") makes the session cookie persistent (30 days) instead of ending with the browser.
 */
export const candidateLoginRequest = z.object({
  email: z
    .string({ error: CANDIDATE_AUTH_MESSAGES.loginRequired })
    .trim()
    .min(1, CANDIDATE_AUTH_MESSAGES.loginRequired)
    .max(254, 'email is too long'),
  password: z
    .string({ error: CANDIDATE_AUTH_MESSAGES.loginRequired })
    .min(1, CANDIDATE_AUTH_MESSAGES.loginRequired)
    .max(256, 'password is too long'),
  remember: z.boolean().optional(),
});
export type CandidateLoginRequest = z.infer<typeof candidateLoginRequest>;

/** The signed-in candidate (docs/requirements.md#candidate-session: name, email, avatar). */
export interface CandidateUser {
  _id: string;
  name: string;
  email: string;
  /** Image URL; null: the header shows initials. */
  avatar: string | null;
}

/** `data` of `POST /user/auth/login` (the refresh token is in the session cookie). */
export interface CandidateLoginResponse {
  token: string;
  expiresIn: number;
  user: CandidateUser;
}

// ── Password reset, both areas (docs/requirements.md#password-reset) ──────────────────────────────

/** Texts of docs/requirements.md#password-reset, the same in both areas. */
export const PASSWORD_RESET_MESSAGES = {
  /** The one answer of a request for a code, whether or not an account matched (no enumeration). */
  requested: 'If an account matches, we sent a code to its e-mail address to reset the password.',
  done: 'Your password has been changed. Please log in with your new password.',
} as const;

/** `POST /user/auth/forgot-password`: the account's e-mail. */
export const candidateForgotPasswordRequest = z.object({ email: candidateEmail });
export type CandidateForgotPasswordRequest = z.infer<typeof candidateForgotPasswordRequest>;

/** `POST /user/auth/reset-password`: the e-mail, the mailed code, the new password (sign-up's rule). */
export const candidateResetPasswordRequest = z.object({
  email: candidateEmail,
  code: mailedCode,
  password: candidatePassword,
});
export type CandidateResetPasswordRequest = z.infer<typeof candidateResetPasswordRequest>;

/** `POST /admin/auth/forgot-password`: what the admin login takes, an email or a user_name. */
export const adminForgotPasswordRequest = z.object({ identifier: adminLoginRequest.shape.identifier });
export type AdminForgotPasswordRequest = z.infer<typeof adminForgotPasswordRequest>;

/** `POST /admin/auth/reset-password`: the identifier, the mailed code, the new password (the admin rule). */
export const adminResetPasswordRequest = z.object({
  identifier: adminLoginRequest.shape.identifier,
  code: mailedCode,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long')
    .pipe(adminPassword),
});
export type AdminResetPasswordRequest = z.infer<typeof adminResetPasswordRequest>;
