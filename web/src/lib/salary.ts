/**
 * Display helpers for job postings shared by the public pages and the admin screens (dates are
 * formatted by `functions/contract/dates.ts`).
 */

/** Salary text with a euro sign (docs/requirements.md#public-routes, docs/requirements.md#admin-records), or null when there is none. */
export function formatSalary(salary: string | null | undefined): string | null {
  const text = salary?.trim();
  if (!text) return null;
  return /[€$£]|\bEUR\b/i.test(text) ? text : `€${text}`;
}
