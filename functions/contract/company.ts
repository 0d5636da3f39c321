/**
 * Company facts shown on the site and used in seed data and mail (public-site §1, §2 Contact,
 * Privacy policy). One source for the brand name and contact details.
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
  hours: 'Mon-Fri 9am-6pm',
  founded: 2024,
  teamSize: '10-50',
  currency: 'EUR',
} as const;
