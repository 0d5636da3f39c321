/**
 * Facts about the company shown across the site (public-site §1, §2, §9), from the shared company
 * record (`functions/contract/company.ts`). `web/index.html` repeats the name in its static title
 * and meta tags: change them together.
 */
import { COMPANY } from '@functions/contract/company';

export const SITE = {
  /** Full name, for titles and legal text. */
  fullName: COMPANY.name,
  /** The logo text: the name without its tagline, which the logo shows beneath it. */
  name: COMPANY.name.replace(new RegExp(`\\s*${COMPANY.tagline}$`, 'i'), ''),
  /** The header's tagline (public-site §2). */
  tagline: COMPANY.tagline,
  /** Default page title (public-site §1). */
  defaultTitle: `${COMPANY.name} | A Complete Digital Service Provider`,
  /** Shown on the admin login page (admin-area §2: "a help line shows an admin contact address"). */
  adminContactEmail: COMPANY.adminContactEmail,
  email: COMPANY.email,
  phone: COMPANY.phone,
  address: COMPANY.address,
  city: 'Cork, Ireland',
  /** public-site §9. */
  businessHours: COMPANY.hours,
} as const;
