/**
 * THE route table: every `/api/v1` HTTP route of the product, plus the WebSocket routes and the
 * event-driven functions. Read by the CDK stack (one Lambda per route, IAM grants from `access`),
 * the local gateway (API Gateway v2 events, JWT verification), the
 * authorization tests and the web API client.
 *
 * Sources: docs/requirements.md#api-calls, docs/requirements.md#api-calls, docs/architecture.md#api-conventions, #access-patterns, #auth, #upload-path, #realtime-and-schedule.
 */

import type { AuditAction } from './schemas/audit.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in candidate (candidate pool), an admin (admin pool), or
 * the data subject: a candidate's manage token from a mail or a signed-in candidate's ID token
 * (docs/requirements.md#my-data). A manage token is no JWT, so `data-subject` routes have no JWT
 * authorizer in front; the handler checks the bearer (core/domain/my-data.ts).
 */
export type AuthLevel = 'public' | 'candidate' | 'admin' | 'data-subject';

/** The user pool whose JWT authorizer guards routes of `auth` at the gateway, or none. */
export function gatewayPool(auth: AuthLevel): 'candidate' | 'admin' | undefined {
  return auth === 'candidate' || auth === 'admin' ? auth : undefined;
}

/**
 * What an admin route needs. One role-to-permission map (`functions/core/auth/permissions.ts`)
 * decides which admin groups hold which permission.
 */
export type Permission =
  | 'dashboard:read'
  | 'cvs:read'
  | 'cvs:write'
  | 'cvs:delete'
  | 'jobs:read'
  | 'jobs:write'
  | 'catalog:read'
  | 'catalog:write'
  | 'users:read'
  | 'users:write'
  | 'users:delete'
  | 'admins:read'
  | 'admins:manage'
  | 'roles:assign'
  | 'mails:write'
  | 'notes:write'
  | 'interviews:write'
  | 'interviews:read-all'
  | 'offers:write'
  | 'offers:approve'
  | 'scorecards:write'
  | 'scorecards:read'
  | 'reports:read'
  | 'audit:read'
  | 'notifications:read'
  | 'notifications:write'
  | 'notifications:delete';

/** The AWS resources a function may touch; the stack derives its IAM grants from this, nothing else. */
export interface DataAccess {
  /** The single DynamoDB table. */
  table?: 'read' | 'write';
  /** The private CV bucket: `read` = presigned GET / GetObject, `write` = presigned POST, PutObject, DeleteObject. */
  cvBucket?: 'read' | 'write';
  /** Cognito user pools the function administers (create user, initiate auth, delete user). */
  candidatePool?: boolean;
  adminPool?: boolean;
  /** The WebSocket API's `@connections` management endpoint (broadcasts). */
  connections?: boolean;
  /** Amazon SES (core/mail.ts: contact form mail, candidate mails, the outbox retry). */
  mail?: boolean;
  /** May start the OCR function (`eventFunctions.cvOcr`) asynchronously, for scanned CVs. */
  ocr?: boolean;
  /**
   * May start `cv-received` (`eventFunctions.cvReceived`) asynchronously: the scheduled sweep hands
   * it an upload stuck in quarantine (docs/architecture.md#upload-path).
   */
  cvReceived?: boolean;
  /**
   * May start the `sitePages` function (`eventFunctions.sitePages`) asynchronously: the routes that
   * change a posting, and the sweep (docs/architecture.md#prerendered-pages).
   */
  sitePages?: boolean;
  /**
   * May start the search indexer (`eventFunctions.searchIndexer`) asynchronously: a search that finds
   * the index object unreadable asks it for a rebuild (docs/architecture.md#search).
   */
  searchIndexer?: boolean;
  /** Writes the site bucket's prerendered pages and invalidates their CloudFront paths. */
  site?: boolean;
}

export interface RouteDef {
  method: HttpMethod;
  /** Path below `/api/v1`, API Gateway style: `/resume/{id}`. */
  path: string;
  /** File below `functions/handlers/` without extension; it exports `handler`. */
  handler: string;
  auth: AuthLevel;
  /** Required for admin routes. */
  permission?: Permission;
  /** The 403 text when the caller lacks `permission`, where the spec words it (docs/requirements.md#admin-routes). */
  forbiddenMessage?: string;
  /**
   * The audit log's action (docs/architecture.md#audit-log): every admin write and every CV view or
   * download names one, and its entry is written in the same transaction as the change.
   */
  audit?: AuditAction;
  access: DataAccess;
  /**
   * Routes that read the pool's refresh-token cookie (refresh, logout): the chain requires
   * `SESSION_REQUEST_HEADER` on them (403 otherwise), and the cookie's `Path` covers them
   * (docs/architecture.md#auth).
   */
  sessionCookie?: 'candidate' | 'admin';
  /**
   * Packages shipped installed beside the function's bundle instead of bundled, which its code
   * imports dynamically on the one path that needs them (docs/architecture.md#what-a-cold-start-loads).
   */
  nodeModules?: readonly string[];
  /** One line for humans (README, bench table). */
  summary: string;
}

export const API_BASE = '/api/v1';

/**
 * The header every request to a session-cookie route must carry (`POST .../auth/refresh`,
 * `.../auth/logout`). A cross-site form or image cannot set it, and a cross-site `fetch` that sets it
 * needs a CORS preflight the API never grants, so together with `SameSite=Strict` it keeps other
 * sites from using the cookie (docs/architecture.md#auth).
 */
export const SESSION_REQUEST_HEADER = { name: 'x-requested-with', value: 'fetch' } as const;

const T_READ: DataAccess = { table: 'read' };
const T_WRITE: DataAccess = { table: 'write' };
/** A posting write: the table, then the public pages that show the posting are rewritten. */
const POSTING_WRITE: DataAccess = { table: 'write', sitePages: true };

export const routes = [
  // ── Public site (docs/requirements.md#api-calls) ────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/public/job-titles',
    handler: 'public/job-titles-list',
    auth: 'public',
    access: T_READ,
    summary: 'Job titles for the public forms (deleted ones dropped)',
  },
  {
    method: 'GET',
    path: '/public/job-postings',
    handler: 'public/job-postings-list',
    auth: 'public',
    access: T_READ,
    summary: 'Active job postings, page/limit, optional q',
  },
  {
    method: 'GET',
    path: '/public/job-postings/{id}',
    handler: 'public/job-posting-get',
    auth: 'public',
    access: T_READ,
    summary: "One active job posting, for the posting's own page (/careers/jobs/{id})",
  },
  {
    method: 'POST',
    path: '/resume/upload',
    handler: 'resume/upload',
    auth: 'public',
    access: { table: 'write', cvBucket: 'write' },
    summary: 'Open a CV submission (the candidate by email, never overwritten) and answer a presigned POST',
  },
  {
    method: 'POST',
    path: '/resume/upload/confirm',
    handler: 'resume/upload-confirm',
    auth: 'public',
    access: { table: 'write', connections: true },
    summary:
      'Confirm, with the token of the mailed link, a CV sent without sign-in: it becomes the current CV',
  },
  {
    method: 'GET',
    path: '/public/uploads/{uploadToken}',
    handler: 'public/upload-status',
    auth: 'public',
    access: T_READ,
    summary: "The verdict on an uploaded CV (pending, accepted, rejected), by the upload's secret token",
  },
  {
    method: 'POST',
    path: '/contact',
    handler: 'public/contact',
    auth: 'public',
    access: { table: 'write', mail: true },
    summary: 'Landing-page contact form: stored and mailed to the company',
  },
  {
    method: 'POST',
    path: '/user/auth/register',
    handler: 'user-auth/register',
    auth: 'public',
    access: { table: 'write', candidatePool: true, mail: true },
    summary: 'Candidate sign-up: mails a confirmation code (same answer for a registered e-mail)',
  },
  {
    method: 'POST',
    path: '/user/auth/confirm',
    handler: 'user-auth/confirm',
    auth: 'public',
    access: { table: 'write', candidatePool: true },
    summary: 'Confirm a candidate e-mail with its code; links the account to its candidate record',
  },
  {
    method: 'POST',
    path: '/user/auth/resend-code',
    handler: 'user-auth/resend-code',
    auth: 'public',
    access: { table: 'write', candidatePool: true },
    summary: 'Mail a new confirmation code',
  },
  {
    method: 'POST',
    path: '/user/auth/forgot-password',
    handler: 'user-auth/forgot-password',
    auth: 'public',
    access: { table: 'write', candidatePool: true },
    summary: 'Mail a code to reset a candidate password (same answer for an unknown e-mail)',
  },
  {
    method: 'POST',
    path: '/user/auth/reset-password',
    handler: 'user-auth/reset-password',
    auth: 'public',
    access: { table: 'write', candidatePool: true },
    summary: "Set a candidate's new password with the mailed code; ends every session",
  },
  {
    method: 'POST',
    path: '/user/auth/login',
    handler: 'user-auth/login',
    auth: 'public',
    access: { table: 'read', candidatePool: true },
    summary: 'Candidate login',
  },
  {
    method: 'POST',
    path: '/user/auth/refresh',
    handler: 'user-auth/refresh',
    auth: 'public',
    sessionCookie: 'candidate',
    access: { table: 'read', candidatePool: true },
    summary: 'Renew a candidate ID token from the session cookie',
  },
  {
    method: 'POST',
    path: '/user/auth/logout',
    handler: 'user-auth/logout',
    auth: 'public',
    sessionCookie: 'candidate',
    access: { table: 'write', candidatePool: true },
    summary: "Revoke the candidate refresh token, end the candidate's sessions and clear the session cookie",
  },
  {
    method: 'GET',
    path: '/user/profile',
    handler: 'user/profile-get',
    auth: 'candidate',
    access: T_READ,
    summary: 'Current candidate profile',
  },
  {
    method: 'POST',
    path: '/user/profile/profile-update',
    handler: 'user/profile-update',
    auth: 'candidate',
    access: { table: 'write', cvBucket: 'write' },
    summary: "Replace the candidate's CV (presigned POST)",
  },
  {
    method: 'GET',
    path: '/my-data',
    handler: 'my-data/export',
    auth: 'data-subject',
    access: { table: 'read', cvBucket: 'read' },
    summary: 'Everything held about the candidate, as JSON, with short-lived CV download URLs',
  },
  {
    method: 'POST',
    path: '/my-data/keep',
    handler: 'my-data/keep',
    auth: 'data-subject',
    access: { table: 'write' },
    summary: 'Keep the CV another 90 days from today, recording fresh consent (the reminder mail)',
  },
  {
    method: 'DELETE',
    path: '/my-data/applications/{id}',
    handler: 'my-data/withdraw',
    auth: 'data-subject',
    access: { table: 'write' },
    summary: "Withdraw the candidate's application to job posting {id}",
  },
  {
    method: 'POST',
    path: '/my-data/interviews/{id}/choose',
    handler: 'my-data/choose-interview',
    auth: 'data-subject',
    // connections: the recruiters' notification is pushed to their sockets.
    access: { table: 'write', mail: true, connections: true },
    summary:
      'Book one of the times offered for interview {id} (the first choice wins), then send the invites',
  },
  {
    method: 'POST',
    path: '/my-data/interviews/{id}/confirm',
    handler: 'my-data/confirm-interview',
    auth: 'data-subject',
    access: { table: 'write', connections: true },
    summary: 'Confirm the time of interview {id} (the recruiters are notified)',
  },
  {
    method: 'POST',
    path: '/my-data/interviews/{id}/ask-another-time',
    handler: 'my-data/ask-interview-time',
    auth: 'data-subject',
    access: { table: 'write', connections: true },
    summary: 'Ask for another time for interview {id} with a message (the recruiters are notified)',
  },
  {
    method: 'POST',
    path: '/my-data/offers/{offerId}/accept',
    handler: 'my-data/accept-offer',
    auth: 'data-subject',
    // connections: the admins' notification is pushed to their sockets (docs/requirements.md#offers).
    access: { table: 'write', cvBucket: 'read', connections: true },
    summary: 'Accept offer {offerId} before it expires: the application moves to Hired',
  },
  {
    method: 'POST',
    path: '/my-data/offers/{offerId}/decline',
    handler: 'my-data/decline-offer',
    auth: 'data-subject',
    access: { table: 'write', cvBucket: 'read', connections: true },
    summary: 'Decline offer {offerId} before it expires, with an optional reason',
  },
  {
    method: 'DELETE',
    path: '/my-data',
    handler: 'my-data/erase',
    auth: 'data-subject',
    access: { table: 'write', cvBucket: 'write', candidatePool: true, mail: true },
    summary: 'Erase everything held about the candidate, then mail a confirmation',
  },
  {
    method: 'POST',
    path: '/job-posting/{id}/apply',
    handler: 'applications/create',
    auth: 'candidate',
    access: { table: 'write', cvBucket: 'write' },
    summary: 'Apply Now on /jobs: one application per candidate and posting',
  },

  // ── Admin auth and accounts (docs/requirements.md#api-calls) ─────────────────────────────────────
  {
    method: 'POST',
    path: '/admin/auth/login',
    handler: 'admin-auth/login',
    auth: 'public',
    access: { table: 'read', adminPool: true },
    summary: 'Admin login by email or user_name',
  },
  {
    method: 'POST',
    path: '/admin/auth/refresh',
    handler: 'admin-auth/refresh',
    auth: 'public',
    sessionCookie: 'admin',
    access: { table: 'read', adminPool: true },
    summary: 'Renew an admin ID token from the session cookie',
  },
  {
    method: 'POST',
    path: '/admin/auth/logout',
    handler: 'admin-auth/logout',
    auth: 'public',
    sessionCookie: 'admin',
    access: { adminPool: true },
    summary: 'Revoke the admin refresh token and clear the session cookie',
  },
  {
    method: 'POST',
    path: '/admin/auth/forgot-password',
    handler: 'admin-auth/forgot-password',
    auth: 'public',
    access: { table: 'write', adminPool: true },
    summary: 'Mail a code to reset an admin password, by email or user_name (same answer for an unknown one)',
  },
  {
    method: 'POST',
    path: '/admin/auth/reset-password',
    handler: 'admin-auth/reset-password',
    auth: 'public',
    access: { table: 'write', adminPool: true, connections: true },
    summary: "Set an admin's new password with the mailed code; ends every session and socket",
  },
  {
    method: 'POST',
    path: '/admin/auth/register',
    handler: 'admin-auth/register',
    auth: 'admin',
    permission: 'admins:manage',
    audit: 'admin.create',
    access: { table: 'write', adminPool: true },
    summary: 'Add an admin (answers 201)',
  },
  {
    method: 'GET',
    path: '/admin/admins',
    handler: 'admins/list',
    auth: 'admin',
    permission: 'admins:read',
    access: T_READ,
    summary: 'Admins, page/limit',
  },
  {
    method: 'DELETE',
    path: '/admin/admins/{id}',
    handler: 'admins/delete',
    auth: 'admin',
    permission: 'admins:manage',
    audit: 'admin.delete',
    forbiddenMessage: 'Only super admins can delete other admins',
    access: { table: 'write', adminPool: true, connections: true },
    summary: 'Delete an admin (super admins only; never a super admin or oneself)',
  },
  {
    method: 'PUT',
    path: '/admin/admins/{id}/role',
    handler: 'admins/assign-role',
    auth: 'admin',
    permission: 'roles:assign',
    audit: 'admin.role',
    forbiddenMessage: 'Only super admins can assign roles',
    access: { table: 'write', adminPool: true, connections: true },
    summary: 'Assign an admin role',
  },
  {
    method: 'GET',
    path: '/admin/dashboard/users',
    handler: 'users/list',
    auth: 'admin',
    permission: 'users:read',
    access: T_READ,
    summary: 'Registered candidates, page/limit; also validates the admin token',
  },
  {
    method: 'GET',
    path: '/admin/dashboard/user/{id}',
    handler: 'users/get',
    auth: 'admin',
    permission: 'users:read',
    access: T_READ,
    summary: 'One candidate',
  },
  {
    method: 'PUT',
    path: '/admin/dashboard/user/{id}',
    handler: 'users/update-status',
    auth: 'admin',
    permission: 'users:write',
    audit: 'user.status',
    access: T_WRITE,
    summary: "Change a candidate's status",
  },
  {
    method: 'DELETE',
    path: '/admin/dashboard/user/{id}',
    handler: 'users/delete',
    auth: 'admin',
    permission: 'users:delete',
    audit: 'user.delete',
    access: { table: 'write', cvBucket: 'write', candidatePool: true },
    summary: 'Erase a candidate: Cognito user, every item, every CV version',
  },
  {
    method: 'GET',
    path: '/admin/dashboard/stats',
    handler: 'dashboard/stats',
    auth: 'admin',
    permission: 'dashboard:read',
    access: T_READ,
    summary: 'Dashboard card figures, from counters',
  },

  // ── Resumes (docs/requirements.md#api-calls) ─────────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/resume',
    handler: 'resume/list',
    auth: 'admin',
    permission: 'cvs:read',
    // The search index object and the CV texts its snippets are cut from; an unreadable index is
    // answered from a copy and the indexer asked for a rebuild (docs/architecture.md#search).
    access: { table: 'read', cvBucket: 'read', searchIndexer: true },
    // Imported only to ask for that rebuild (core/invoke-async-on-use.ts).
    nodeModules: ['@aws-sdk/client-lambda'],
    summary:
      'Resumes, page/limit, search (ranked, with the matched passage), status and from/to filters, sorted',
  },
  {
    method: 'POST',
    path: '/resume/check-expired',
    handler: 'resume/check-expired',
    auth: 'admin',
    permission: 'cvs:write',
    audit: 'resume.check-expired',
    access: { table: 'write', cvBucket: 'write' },
    summary: 'Run the expiry sweep now; answers expiredCount',
  },
  {
    method: 'GET',
    path: '/resume/{id}',
    handler: 'resume/get',
    auth: 'admin',
    permission: 'cvs:read',
    audit: 'cv.view',
    access: T_READ,
    summary: 'One resume',
  },
  {
    method: 'PUT',
    path: '/resume/{id}',
    handler: 'resume/update-status',
    auth: 'admin',
    permission: 'cvs:write',
    audit: 'resume.status',
    access: { table: 'write', mail: true },
    summary: 'Change a resume status',
  },
  {
    method: 'GET',
    path: '/admin/mail-templates',
    handler: 'mail-templates/list',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: 'The status mail templates (rejected, interview scheduled, hired), own text or default',
  },
  {
    method: 'PUT',
    path: '/admin/mail-templates/{status}',
    handler: 'mail-templates/save',
    auth: 'admin',
    permission: 'mails:write',
    audit: 'mail-template.save',
    access: T_WRITE,
    summary: 'Save the text of one status mail (the default text resets it)',
  },
  {
    method: 'GET',
    path: '/admin/offer-mail-template',
    handler: 'mail-templates/offer-get',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: 'The offer mail text, own text or default',
  },
  {
    method: 'PUT',
    path: '/admin/offer-mail-template',
    handler: 'mail-templates/offer-save',
    auth: 'admin',
    permission: 'mails:write',
    audit: 'mail-template.save',
    access: T_WRITE,
    summary: 'Save the offer mail text (must keep {{link}}; the default text resets it)',
  },
  {
    method: 'GET',
    path: '/admin/offer-mail-template/withdrawn',
    handler: 'mail-templates/offer-withdrawn-get',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: 'The text of the mail telling a candidate a sent offer is withdrawn, own text or default',
  },
  {
    method: 'PUT',
    path: '/admin/offer-mail-template/withdrawn',
    handler: 'mail-templates/offer-withdrawn-save',
    auth: 'admin',
    permission: 'mails:write',
    audit: 'mail-template.save',
    access: T_WRITE,
    summary: 'Save the withdrawn-offer mail text (the default text resets it)',
  },
  {
    method: 'GET',
    path: '/admin/interview-mail-templates',
    handler: 'mail-templates/invite-list',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: 'The interview invite mail texts (invite, new time, cancellation), own text or default',
  },
  {
    method: 'PUT',
    path: '/admin/interview-mail-templates/{kind}',
    handler: 'mail-templates/invite-save',
    auth: 'admin',
    permission: 'mails:write',
    audit: 'mail-template.save',
    access: T_WRITE,
    summary: 'Save the text of one interview invite mail (the default text resets it)',
  },
  {
    method: 'DELETE',
    path: '/resume/{id}',
    handler: 'resume/delete',
    auth: 'admin',
    permission: 'cvs:delete',
    audit: 'resume.delete',
    access: { table: 'write', cvBucket: 'write', candidatePool: true },
    summary: 'Erase a candidate: record, every CV version, applications, login',
  },
  {
    method: 'POST',
    path: '/resume/batch',
    handler: 'resume/batch',
    auth: 'admin',
    // Each action also needs the permission of its single route (RESUME_BATCH_ROUTES).
    permission: 'cvs:write',
    audit: 'resume.batch',
    // A status change with `notify` mails each candidate (docs/requirements.md#status-mails).
    access: { table: 'write', cvBucket: 'write', candidatePool: true, mail: true },
    summary: 'Change the status or expiry of many resumes, or erase them, with a result per resume',
  },
  {
    method: 'POST',
    path: '/resume/{id}/mails',
    handler: 'resume/mail-send',
    auth: 'admin',
    // Writing to a candidate is part of managing their application (docs/requirements.md#candidate-messages).
    // The route's entry says who wrote; the mail's own `mail.sent` says when SES accepted it.
    permission: 'cvs:write',
    audit: 'mail.write',
    access: { table: 'write', mail: true },
    summary: 'Mail the candidate a subject and text (through the outbox; answers 201 sent or 202 queued)',
  },
  {
    method: 'POST',
    path: '/resume/{id}/notes',
    handler: 'resume/note-create',
    auth: 'admin',
    permission: 'notes:write',
    audit: 'note.create',
    access: T_WRITE,
    summary: "Add a recruiter's note to a candidate (answers 201)",
  },
  {
    method: 'PUT',
    path: '/resume/{id}/notes/{noteId}',
    handler: 'resume/note-update',
    auth: 'admin',
    permission: 'notes:write',
    audit: 'note.update',
    access: T_WRITE,
    summary: "Edit one's own note",
  },
  {
    method: 'DELETE',
    path: '/resume/{id}/notes/{noteId}',
    handler: 'resume/note-delete',
    auth: 'admin',
    permission: 'notes:write',
    audit: 'note.delete',
    access: T_WRITE,
    summary: "Delete one's own note",
  },
  {
    method: 'GET',
    path: '/admin/audit',
    handler: 'audit/list',
    auth: 'admin',
    permission: 'audit:read',
    access: T_READ,
    // The search reader (names of the targets) imports it only to ask for a rebuild, which this
    // function, without the indexer's name, never does (core/invoke-async-on-use.ts).
    nodeModules: ['@aws-sdk/client-lambda'],
    summary: 'The audit log: actor, action, target, date filters, page/limit',
  },
  {
    method: 'PUT',
    path: '/resume/{id}/expiry',
    handler: 'resume/set-expiry',
    auth: 'admin',
    permission: 'cvs:write',
    audit: 'resume.expiry',
    access: T_WRITE,
    summary: 'Set or remove the expiry date',
  },
  {
    method: 'GET',
    path: '/resume/{id}/download',
    handler: 'resume/download',
    auth: 'admin',
    permission: 'cvs:read',
    audit: 'cv.download',
    access: { table: 'read', cvBucket: 'read' },
    summary: 'Short-lived presigned GET for the CV',
  },

  // ── Job titles (docs/requirements.md#api-calls) ──────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/admin/job-titles',
    handler: 'job-titles/list',
    auth: 'admin',
    permission: 'catalog:read',
    access: T_READ,
    summary: 'Job titles A-Z, deleted ones included',
  },
  {
    method: 'POST',
    path: '/admin/job-titles',
    handler: 'job-titles/create',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'job-title.create',
    access: T_WRITE,
    summary: 'Create a job title',
  },
  {
    method: 'PUT',
    path: '/admin/job-titles/{id}',
    handler: 'job-titles/update',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'job-title.update',
    access: T_WRITE,
    summary: 'Rename a job title',
  },
  {
    method: 'DELETE',
    path: '/admin/job-titles/{id}',
    handler: 'job-titles/delete',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'job-title.delete',
    access: T_WRITE,
    summary: 'Soft-delete a job title',
  },
  {
    method: 'PUT',
    path: '/admin/job-titles/{id}/pause',
    handler: 'job-titles/pause',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'job-title.pause',
    access: T_WRITE,
    summary: 'Pause a job title',
  },
  {
    method: 'PUT',
    path: '/admin/job-titles/{id}/resume',
    handler: 'job-titles/resume',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'job-title.resume',
    access: T_WRITE,
    summary: 'Resume (or restore) a job title',
  },

  // ── Rejection reasons (docs/requirements.md#rejection-reasons) ────────────────────────────────────
  {
    method: 'GET',
    path: '/admin/reject-reasons',
    handler: 'reject-reasons/list',
    auth: 'admin',
    // Every admin who may reject picks from it; it is a catalog like job titles.
    permission: 'catalog:read',
    access: T_WRITE,
    summary: 'The rejection reasons in order, deactivated ones included (the defaults on first read)',
  },
  {
    method: 'PUT',
    path: '/admin/reject-reasons',
    handler: 'reject-reasons/save',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'reject-reasons.save',
    access: T_WRITE,
    summary: 'Replace the rejection reasons (a used reason left out is kept, deactivated)',
  },

  // ── Hiring reports (docs/requirements.md#hiring-reports) ─────────────────────────────────────────
  {
    method: 'GET',
    path: '/admin/reports/hiring',
    handler: 'reports/hiring',
    auth: 'admin',
    permission: 'reports:read',
    access: T_READ,
    summary: 'Funnel, time to hire, time in stage, rejection reasons, sources and offers for a date range',
  },

  // ── Departments (docs/requirements.md#api-calls; delete path chosen here: the spec does not show it) ──
  {
    method: 'GET',
    path: '/admin/departments',
    handler: 'departments/list',
    auth: 'admin',
    permission: 'catalog:read',
    access: T_READ,
    summary: 'Departments A-Z',
  },
  {
    method: 'POST',
    path: '/admin/departments',
    handler: 'departments/create',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'department.create',
    access: T_WRITE,
    summary: 'Create a department',
  },
  {
    method: 'PUT',
    path: '/admin/departments/{id}',
    handler: 'departments/update',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'department.update',
    access: T_WRITE,
    summary: 'Rename a department',
  },
  {
    method: 'DELETE',
    path: '/admin/departments/{id}',
    handler: 'departments/delete',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'department.delete',
    access: T_WRITE,
    summary: 'Delete a department (refused while job postings name it)',
  },
  {
    method: 'PUT',
    path: '/admin/departments/{id}/hold',
    handler: 'departments/hold',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'department.hold',
    access: T_WRITE,
    summary: 'Put a department on hold',
  },
  {
    method: 'PUT',
    path: '/admin/departments/{id}/reactivate',
    handler: 'departments/reactivate',
    auth: 'admin',
    permission: 'catalog:write',
    audit: 'department.reactivate',
    access: T_WRITE,
    summary: 'Reactivate a department on hold',
  },

  // ── Job postings (docs/requirements.md#api-calls) ────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/job-posting',
    handler: 'job-postings/list',
    auth: 'admin',
    permission: 'jobs:read',
    access: T_READ,
    summary: 'Job postings, page/limit',
  },
  {
    method: 'POST',
    path: '/job-posting',
    handler: 'job-postings/create',
    auth: 'admin',
    permission: 'jobs:write',
    audit: 'job-posting.create',
    access: POSTING_WRITE,
    summary: 'Create a job posting',
  },
  {
    method: 'GET',
    path: '/job-posting/{id}',
    handler: 'job-postings/get',
    auth: 'admin',
    permission: 'jobs:read',
    access: T_READ,
    summary: 'One job posting',
  },
  {
    method: 'GET',
    path: '/job-posting/{id}/applicants',
    handler: 'job-postings/applicants',
    auth: 'admin',
    // The applicants are candidates' records: who may read CVs may see them.
    permission: 'cvs:read',
    access: T_READ,
    summary:
      "A page of a posting's applicants (newest first, ?cursor=) with their status and the total, for its pipeline board",
  },
  {
    method: 'POST',
    path: '/job-posting/{id}/applicants',
    handler: 'job-postings/applicants-add',
    auth: 'admin',
    // Who may change a CV's status may put it into a posting's pipeline (docs/requirements.md#pipeline).
    permission: 'cvs:write',
    audit: 'application.add',
    access: T_WRITE,
    summary: "Add to posting: CVs into a posting's pipeline (1-100), source kept",
  },
  {
    method: 'PUT',
    path: '/job-posting/{id}/applicants/{resumeId}',
    handler: 'job-postings/applicant-stage',
    auth: 'admin',
    permission: 'cvs:write',
    audit: 'application.stage',
    // A move with `notify` mails the candidate (docs/requirements.md#status-mails).
    access: { table: 'write', mail: true },
    summary: "A candidate's stage in one posting; the CV status follows",
  },
  {
    method: 'GET',
    path: '/admin/job-postings/{id}/interview-plan',
    handler: 'job-postings/interview-plan-get',
    auth: 'admin',
    permission: 'jobs:read',
    access: T_READ,
    summary: "A posting's interview plan: stages, durations, scorecards (or the default)",
  },
  {
    method: 'PUT',
    path: '/admin/job-postings/{id}/interview-plan',
    handler: 'job-postings/interview-plan-put',
    auth: 'admin',
    // Edited on the posting's page by whoever may write postings (docs/requirements.md#interview-plan).
    permission: 'jobs:write',
    audit: 'interview-plan.save',
    access: T_WRITE,
    summary: "Replace a posting's interview plan (1-8 stages, 1-15 attributes each)",
  },
  {
    method: 'GET',
    path: '/admin/interviews',
    handler: 'interviews/range',
    auth: 'admin',
    // Every admin reads their own (mine=true); everyone's needs interviews:read-all (docs/requirements.md#my-interviews).
    permission: 'cvs:read',
    access: T_READ,
    summary: "Interviews starting in a time range, with the candidate name: mine=true the caller's own",
  },
  {
    method: 'GET',
    path: '/resume/{id}/interviews',
    handler: 'interviews/list',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: "A candidate's interviews, soonest first",
  },
  {
    method: 'POST',
    path: '/resume/{id}/interviews',
    handler: 'interviews/schedule',
    auth: 'admin',
    // Scheduling: recruiter and above (docs/requirements.md#interviews).
    permission: 'interviews:write',
    audit: 'interview.schedule',
    access: { table: 'write', mail: true },
    summary: 'Schedule an interview and send the calendar invites (409 on an interviewer clash)',
  },
  {
    method: 'PUT',
    path: '/resume/{id}/interviews/{interviewId}',
    handler: 'interviews/reschedule',
    auth: 'admin',
    permission: 'interviews:write',
    audit: 'interview.reschedule',
    access: { table: 'write', mail: true },
    summary: 'Reschedule an interview (SEQUENCE + 1, updated invites)',
  },
  {
    method: 'GET',
    path: '/resume/{id}/offers',
    handler: 'offers/list',
    auth: 'admin',
    permission: 'cvs:read',
    access: T_READ,
    summary: "A candidate's offers and their history, newest first",
  },
  {
    method: 'POST',
    path: '/resume/{id}/offers',
    handler: 'offers/create',
    auth: 'admin',
    // Making offers: recruiter and above; approving them: hr-manager and above (docs/requirements.md#offers).
    permission: 'offers:write',
    audit: 'offer.create',
    access: T_WRITE,
    summary: 'Draft an offer (salary, start date, contract, expiry) for a posting',
  },
  {
    method: 'POST',
    path: '/resume/{id}/offers/{offerId}/approve',
    handler: 'offers/approve',
    auth: 'admin',
    permission: 'offers:approve',
    audit: 'offer.approve',
    access: T_WRITE,
    summary: "Approve a draft offer (never one's own)",
  },
  {
    method: 'POST',
    path: '/resume/{id}/offers/{offerId}/send',
    handler: 'offers/send',
    auth: 'admin',
    permission: 'offers:write',
    audit: 'offer.send',
    access: { table: 'write', cvBucket: 'write', mail: true },
    // The letter's PDF writer (pdf-lib and its fonts, ~430 KB), loaded when the letter is written.
    nodeModules: ['pdf-lib'],
    summary: 'Send an approved offer: the letter (PDF) is made and the candidate mailed a link to /my-data',
  },
  {
    method: 'POST',
    path: '/resume/{id}/offers/{offerId}/withdraw',
    handler: 'offers/withdraw',
    auth: 'admin',
    permission: 'offers:write',
    audit: 'offer.withdraw',
    access: { table: 'write', mail: true },
    summary: 'Withdraw a draft, approved or sent offer (a sent one: the candidate is mailed)',
  },
  {
    method: 'GET',
    path: '/resume/{id}/offers/{offerId}/letter',
    handler: 'offers/letter',
    auth: 'admin',
    permission: 'cvs:read',
    audit: 'offer.letter',
    access: { table: 'write', cvBucket: 'read' },
    summary: "A five-minute download link of an offer's letter",
  },
  {
    method: 'DELETE',
    path: '/resume/{id}/interviews/{interviewId}',
    handler: 'interviews/cancel',
    auth: 'admin',
    permission: 'interviews:write',
    audit: 'interview.cancel',
    access: { table: 'write', mail: true },
    summary: 'Cancel an interview (METHOD:CANCEL to everyone invited)',
  },
  {
    method: 'PUT',
    path: '/resume/{id}/interviews/{interviewId}/scorecard',
    handler: 'resume/scorecard-save',
    auth: 'admin',
    // Any admin who is an interviewer of the interview writes only their own (docs/requirements.md#scorecards).
    permission: 'scorecards:write',
    audit: 'scorecard.save',
    access: T_WRITE,
    summary: 'Save your own scorecard of an interview (a draft, or submitted and final)',
  },
  {
    method: 'GET',
    path: '/resume/{id}/scorecards',
    handler: 'resume/scorecard-list',
    auth: 'admin',
    // What the caller may read is decided per scorecard (docs/requirements.md#scorecards).
    permission: 'cvs:read',
    access: T_READ,
    summary: "A candidate's scorecards the caller may read",
  },
  {
    method: 'PUT',
    path: '/job-posting/{id}',
    handler: 'job-postings/update',
    auth: 'admin',
    permission: 'jobs:write',
    audit: 'job-posting.update',
    access: POSTING_WRITE,
    summary: 'Update a job posting',
  },
  {
    method: 'DELETE',
    path: '/job-posting/{id}',
    handler: 'job-postings/delete',
    auth: 'admin',
    permission: 'jobs:write',
    audit: 'job-posting.delete',
    access: POSTING_WRITE,
    summary: 'Delete a job posting',
  },
  {
    method: 'PUT',
    path: '/job-posting/{id}/pause',
    handler: 'job-postings/pause',
    auth: 'admin',
    permission: 'jobs:write',
    audit: 'job-posting.pause',
    access: POSTING_WRITE,
    summary: 'active → paused',
  },
  {
    method: 'PUT',
    path: '/job-posting/{id}/resume',
    handler: 'job-postings/resume',
    auth: 'admin',
    permission: 'jobs:write',
    audit: 'job-posting.resume',
    access: POSTING_WRITE,
    summary: 'paused → active',
  },

  // ── Notifications (docs/requirements.md#api-calls) ───────────────────────────────────────────────
  {
    method: 'GET',
    path: '/admin/notifications',
    handler: 'notifications/list',
    auth: 'admin',
    permission: 'notifications:read',
    access: T_READ,
    summary: 'Notifications newest first, page/limit',
  },
  {
    method: 'GET',
    path: '/admin/notifications/recent-cvs',
    handler: 'notifications/recent-cvs',
    auth: 'admin',
    permission: 'notifications:read',
    access: T_READ,
    summary: 'cv_upload notifications since a time',
  },
  {
    method: 'GET',
    path: '/admin/notifications/unread-count',
    handler: 'notifications/unread-count',
    auth: 'admin',
    permission: 'notifications:read',
    access: T_READ,
    summary: 'Unread count (counter item)',
  },
  {
    method: 'PUT',
    path: '/admin/notifications/mark-all-read',
    handler: 'notifications/mark-all-read',
    auth: 'admin',
    permission: 'notifications:write',
    audit: 'notification.read-all',
    access: T_WRITE,
    summary: 'Mark every notification read',
  },
  {
    method: 'PUT',
    path: '/admin/notifications/{id}/read',
    handler: 'notifications/mark-read',
    auth: 'admin',
    permission: 'notifications:write',
    audit: 'notification.read',
    access: T_WRITE,
    summary: 'Mark one notification read',
  },
  {
    method: 'DELETE',
    path: '/admin/notifications/delete-all',
    handler: 'notifications/delete-all',
    auth: 'admin',
    permission: 'notifications:delete',
    audit: 'notification.delete-all',
    access: T_WRITE,
    summary: 'Delete every notification',
  },
  {
    method: 'DELETE',
    path: '/admin/notifications/{id}',
    handler: 'notifications/delete',
    auth: 'admin',
    permission: 'notifications:delete',
    audit: 'notification.delete',
    access: T_WRITE,
    summary: 'Delete one notification',
  },
] as const satisfies readonly RouteDef[];

/** The WebSocket API's `$connect` Lambda REQUEST authorizer: an admin ID token in `?token=` (docs/architecture.md#realtime-and-schedule). */
export const WS_AUTHORIZER_HANDLER = 'realtime/authorizer';

/** WebSocket API routes (docs/architecture.md#realtime-and-schedule). `$connect` is authorized with an admin ID token. */
export const websocketRoutes = [
  { routeKey: '$connect', handler: 'realtime/connect', access: { table: 'write' } },
  { routeKey: '$disconnect', handler: 'realtime/disconnect', access: { table: 'write' } },
  { routeKey: 'join-admin', handler: 'realtime/join-admin', access: { table: 'write' } },
  { routeKey: 'join-admin-room', handler: 'realtime/join-admin', access: { table: 'write' } },
] as const satisfies readonly { routeKey: string; handler: string; access: DataAccess }[];

/** Functions triggered by events rather than HTTP (docs/architecture.md#upload-path, #realtime-and-schedule). */
export const eventFunctions = {
  /** S3 ObjectCreated on the CV bucket. */
  cvReceived: {
    handler: 'events/cv-received',
    access: { table: 'write', cvBucket: 'write', connections: true, ocr: true, mail: true },
    // Imported only to hand a scan to the OCR function (core/invoke-async-on-use.ts).
    nodeModules: ['@aws-sdk/client-lambda'],
  },
  /** Asynchronous invocation by cv-received for a PDF without a text layer: OCR, own memory size. */
  cvOcr: {
    handler: 'events/cv-ocr',
    access: { table: 'write', cvBucket: 'write' },
    // tesseract.js starts its worker thread from its own files and reads the trained data beside them.
    // The Lambda client: core/cv-reading.ts imports it on use (core/invoke-async-on-use.ts); OCR never does.
    nodeModules: ['tesseract.js', '@tesseract.js-data/eng', '@aws-sdk/client-lambda'],
  },
  /** SES bounce and complaint notifications through the mail feedback SNS topic (cloud only). */
  mailFeedback: { handler: 'events/mail-feedback', access: { table: 'write' } },
  /**
   * The search indexer (docs/architecture.md#search): DynamoDB Streams batches of candidate items
   * (the local gateway's stream poller), and `{ reindex: true }` for a full rebuild (`npm run reindex`).
   * The one writer of the index object in the CV bucket.
   */
  searchIndexer: {
    handler: 'events/search-indexer',
    access: { table: 'read', cvBucket: 'write' },
    // The search module's reader imports it to ask for a rebuild (core/invoke-async-on-use.ts).
    nodeModules: ['@aws-sdk/client-lambda'],
  },
  /**
   * The mail outbox's deliverer (docs/architecture.md#mail): DynamoDB Streams batches of queued mail
   * items (the local gateway's stream poller), and `OUTBOX_RUN_EVENT` every minute.
   */
  mailOutbox: { handler: 'events/mail-outbox', access: { table: 'write', mail: true } },
  /** EventBridge nightly schedule, also `npm run sweep` and the local gateway's hourly timer. */
  expirySweep: {
    handler: 'events/expiry-sweep',
    // candidatePool: erasures an interruption left; cvReceived: a stuck upload is handed to its intake.
    access: { table: 'write', cvBucket: 'write', mail: true, candidatePool: true, cvReceived: true },
    // Imported only to hand a stuck upload to cv-received (core/invoke-async-on-use.ts).
    nodeModules: ['@aws-sdk/client-lambda'],
  },
  /** The hourly interview reminders (EventBridge Scheduler; locally the gateway's hourly timer). */
  interviewReminders: { handler: 'events/interview-reminders', access: { table: 'write', mail: true } },
  /**
   * Rewrites the prerendered public pages (a posting's page, /careers, sitemap.xml) after a posting
   * write, or all of them for the nightly sweep; asynchronous invocation (docs/architecture.md#prerendered-pages).
   */
  sitePages: {
    handler: 'events/site-pages',
    access: { table: 'read', site: true },
    // What the SPA imports only when a visitor picks a file: the CV readers (pdf.js, mammoth, and
    // file-type, which checks a file's bytes) and the CV fact finder as the SPA names it (with
    // libphonenumber's full metadata, ~300 KB). The renderer never runs that code, and it was
    // most of the bundle's weight. The server's own functions import the fact finder by its
    // relative path and bundle it as usual.
    browserOnlyModules: ['pdfjs-dist', 'mammoth', 'file-type', '@functions/contract/cv-facts'],
  },
} as const satisfies Record<
  string,
  {
    handler: string;
    access: DataAccess;
    nodeModules?: readonly string[];
    browserOnlyModules?: readonly string[];
  }
>;

/**
 * The event the mail outbox's schedule invokes `mailOutbox` with (every minute; locally the
 * gateway's timer): it sends every mail due (docs/architecture.md#mail).
 */
export const OUTBOX_RUN_EVENT = { source: 'outbox' } as const;

/** Route key as API Gateway writes it: `GET /resume/{id}` (without the `/api/v1` base). */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The route-table entry of `key` (`'PUT /resume/{id}'`).
 * @throws Error when the table has no such route (a programming error, found at cold start).
 */
export function routeByKey(key: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => routeKey(r) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
