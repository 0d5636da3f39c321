/**
 * How long personal data is kept: CVs, their records and contact messages (docs/requirements.md#site-facts "CVs are
 * kept 90 days", docs/requirements.md#public-limits "2160 hours"; the privacy policy's 90 days). Its own module because the site
 * footer states it on every page, so it is in the first download and holds nothing else.
 */

/** Retention in days. */
export const CV_RETENTION_DAYS = 90;

/** The retention period as the UI words it: "90 days". */
export const CV_RETENTION_TEXT = `${CV_RETENTION_DAYS} days`;

/** When data kept from `from` is erased: `CV_RETENTION_DAYS` later, ISO 8601 (docs/requirements.md#public-limits). */
export function retentionEnd(from: Date): string {
  return new Date(from.getTime() + CV_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
