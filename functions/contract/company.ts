/**
 * Company facts shown on the site and used in seed data and mail (docs/requirements.md#site-facts, #contact-form, #privacy-policy). One source for the brand name and contact details.
 */
export const COMPANY = {
  name: 'Cork Digital Solutions',
  tagline: 'SOLUTIONS',
  email: 'hello@corkdigitalsolutions.ie',
  careersEmail: 'careers@corkdigitalsolutions.ie',
  adminContactEmail: 'it-support@corkdigitalsolutions.ie',
  privacyEmail: 'privacy@corkdigitalsolutions.ie',
  phone: '+353 21 490 0000',
  address: 'Unit 4, Penrose Wharf Business Centre, Penrose Quay, Cork T23 Y1KP, Ireland',
  /** The same address in parts (schema.org PostalAddress of the job postings' structured data). */
  postalAddress: {
    street: 'Unit 4, Penrose Wharf Business Centre, Penrose Quay',
    locality: 'Cork',
    region: 'County Cork',
    postalCode: 'T23 Y1KP',
    country: 'IE',
  },
  hours: 'Mon-Fri 9am-6pm',
  founded: 2024,
  teamSize: '10-50',
  currency: 'EUR',
  /** Where the company is registered (Organization structured data, footer). */
  locality: 'Cork',
  country: 'IE',
  /** Public profiles linked from the contact section and the footer (docs/requirements.md#candidate-session). */
  social: {
    linkedin: 'https://www.linkedin.com/company/cork-digital-solutions',
    instagram: 'https://www.instagram.com/corkdigitalsolutions',
  },
} as const;
