/** How the admin screens name where a CV came from (CV Management's details, the dashboard's trends). */
import type { SubmissionSource } from '@functions/contract/cv-policy';

export const SOURCE_LABELS = {
  careers: 'Careers form',
  assistant: 'Resume Assistant',
  apply: 'Apply Now',
  profile: 'Profile',
} as const satisfies Record<SubmissionSource, string>;
