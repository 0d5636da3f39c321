/**
 * Registered candidates as the admin users pages (docs/requirements.md#users-and-admins, #api-calls) and the candidate's own profile
 * (docs/requirements.md#api-calls `GET /user/profile`) answer them.
 */
import type { CandidateUser } from './auth.js';
import type { ResumeStatus } from './common.js';
import type { CvSummary, PhoneContact, ResumeApplication } from './resume.js';

/** A registered candidate in the admin users table. */
export interface AdminUserView {
  /** The candidate (= resume) record id. */
  _id: string;
  name: string;
  email: string;
  contact: PhoneContact | null;
  status: ResumeStatus;
  /** Job title of the latest CV. */
  role: string;
  jobTitles: string[];
  hasCv: boolean;
  /** When the account was created. */
  createdAt: string;
  /** Real last login and count, recorded at each login. */
  lastLogin: string | null;
  loginCount: number;
  applications: ResumeApplication[];
}

/** `data` of `GET /admin/dashboard/users` (docs/requirements.md#api-calls). */
export interface UserListResponse {
  users: AdminUserView[];
  totalUsers: number;
  currentPage: number;
  totalPages: number;
  limit: number;
}

/** The candidate's own view of their record (`data.user` of `GET /user/profile`). */
export interface CandidateProfile extends CandidateUser {
  contact: PhoneContact | null;
  role: string;
  jobTitles: string[];
  status: ResumeStatus;
  createdAt: string;
  /** The CV on file (no link: candidates never read CVs back, only admins). */
  cv: CvSummary | null;
  expiryDate: string | null;
  applications: ResumeApplication[];
  lastLoginAt: string | null;
}
