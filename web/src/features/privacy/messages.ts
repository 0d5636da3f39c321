/**
 * The privacy policy's text (docs/requirements.md#privacy-policy: 90 days from collection or last
 * interaction, the rights of access, rectification, erasure and portability, contact details).
 */
import { CV_RETENTION_TEXT } from '@functions/contract/retention';
export const privacyMessages = {
  documentTitle: 'Privacy Policy',
  title: 'Privacy Policy',
  updated: 'Version',
  intro:
    'This policy explains what personal data Cork Digital Solutions collects through this website, why, how long we keep it and what you can ask of us. We are the data controller for everything described here.',
  sections: [
    {
      id: 'what',
      title: 'What we collect',
      paragraphs: [
        'When you send us your CV through the careers form or the Resume Assistant: your name, email address, the role you are interested in, your phone number if you give it, the CV file itself, and skills our assistant recognised in it. We also record when you agreed to this policy and which version you agreed to.',
        'When you write to us through the contact form: your name, email address and message.',
        'When you create a candidate account: your name, email address and a password, which is stored only as a secure hash by our identity provider.',
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      paragraphs: [
        'We use CVs and candidate details only for recruitment: to match you with roles at Cork Digital Solutions and, where you asked for placement assistance, with our partner employers. We use contact messages only to answer them. The legal basis is your consent, which you can withdraw at any time by writing to us; withdrawing does not affect what we did before.',
        'We do not sell personal data, and we do not use it for advertising or profiling.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      paragraphs: [
        `We keep personal data for ${CV_RETENTION_TEXT} from when we collected it or from your last interaction with us, whichever is later. After that, CVs and contact messages are deleted automatically every night, including the CV files.`,
      ],
    },
    {
      id: 'where',
      title: 'Where it is stored',
      paragraphs: [
        'The website and its data are hosted by Amazon Web Services in the European Union. Data is encrypted in transit (SSL/TLS) and at rest, and CV files are never publicly reachable: only our recruiters can open them, through short-lived links.',
        'The website works without third-party services: it sets no tracking or advertising cookies and loads no fonts, scripts or country lists from other companies. Your browser keeps a login token only while you are signed in.',
      ],
    },
  ],
  rights: {
    title: 'Your rights',
    intro: 'Under the GDPR you can ask us, free of charge:',
    items: [
      { title: 'Access', body: 'for a copy of the personal data we hold about you.' },
      { title: 'Rectification', body: 'to correct data that is wrong or incomplete.' },
      { title: 'Erasure', body: `to delete your data before the ${CV_RETENTION_TEXT} are up.` },
      { title: 'Portability', body: 'to receive your data in a common, machine-readable format.' },
    ],
    outro:
      'We answer within one month. If you are not satisfied with our answer, you can complain to the Data Protection Commission (dataprotection.ie).',
  },
  contact: {
    title: 'Contact us',
    intro: 'For any question about your data, contact us:',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Opening hours',
  },
} as const;
