/**
 * Facts about the company shown across the site (docs/requirements.md#site-facts, #public-routes, #public-limits), from the shared company
 * record (`functions/contract/company.ts`). `web/index.html` repeats the name in its static title
 * and meta tags: change them together.
 */
import { COMPANY } from '@functions/contract/company';

export const SITE = {
  /** Full name, for titles and legal text. */
  fullName: COMPANY.name,
  /** The logo text: the name without its tagline, which the logo shows beneath it. */
  name: COMPANY.name.replace(new RegExp(`\\s*${COMPANY.tagline}$`, 'i'), ''),
  /** The header's tagline (docs/requirements.md#public-header). */
  tagline: COMPANY.tagline,
  /** Default page title (docs/requirements.md#site-facts). */
  defaultTitle: `${COMPANY.name} | A Complete Digital Service Provider`,
  /** Shown on the admin login page (docs/requirements.md#admin-login: "a help line shows an admin contact address"). */
  adminContactEmail: COMPANY.adminContactEmail,
  email: COMPANY.email,
  phone: COMPANY.phone,
  address: COMPANY.address,
  city: 'Cork, Ireland',
  /** docs/requirements.md#public-limits. */
  businessHours: COMPANY.hours,
} as const;
