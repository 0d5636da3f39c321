/**
 * The Careers form's validation messages (docs/requirements.md#careers-form): the "fill all fields"
 * text, the live hints while typing and the texts on submit, each with every other field valid so
 * that the message shown is the one under test. Nothing is uploaded while a rule fails.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CareersForm } from '@/features/careers/CareersForm';
import { fileOf, jobTitlesAnswer, PDF_TYPE, renderWithProviders, stubFetch } from './render';

const MB = 1024 * 1024;
const FILL_ALL = 'Please fill all fields and accept the privacy policy.';
let fetch: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetch = stubFetch((_method, path) =>
    path === '/api/v1/public/job-titles'
      ? jobTitlesAnswer(['Cloud Engineer', 'Business Analyst'])
      : { status: 500 },
  );
});

interface Values {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  cv: File | null;
  consent: boolean;
}

const valid = (): Values => ({
  name: 'Roisin Kelly',
  email: 'roisin@example.ie',
  phone: '871234567',
  jobTitle: 'Cloud Engineer',
  cv: fileOf('roisin-kelly-cv.pdf', 4096, PDF_TYPE),
  consent: true,
});

async function fillAndSubmit(over: Partial<Values>) {
  const { user } = renderWithProviders(<CareersForm />);
  const v = { ...valid(), ...over };
  if (v.name) await user.type(screen.getByLabelText('Full Name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Email Address'), v.email);
  if (v.phone) await user.type(screen.getByLabelText('Phone Number'), v.phone);
  if (v.jobTitle) {
    await screen.findByRole('option', { name: v.jobTitle });
    await user.selectOptions(screen.getByLabelText('Job Title'), v.jobTitle);
  }
  if (v.cv) await user.upload(screen.getByLabelText('CV / Resume'), v.cv);
  if (v.consent) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return user;
}

const uploads = () =>
  fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/api/v1/resume/upload').length;

describe('Careers form: on submit', () => {
  it.each([
    ['everything', { name: '', email: '', phone: '', jobTitle: '', cv: null, consent: false }],
    ['the name', { name: '' }],
    ['the email', { email: '' }],
    ['the phone', { phone: '' }],
    ['the job title', { jobTitle: '' }],
    ['the CV', { cv: null }],
    ['the consent', { consent: false }],
  ])('asks to fill all fields when %s is missing', async (_, over) => {
    await fillAndSubmit(over);
    expect((await screen.findByText(FILL_ALL)).closest('[role="alert"]')).not.toBeNull();
    expect(uploads()).toBe(0);
  });

  it.each([
    [
      'a name with digits',
      { name: 'Roisin 2' },
      'Full name should contain only alphabetic characters and be at least 2 characters long.',
    ],
    [
      'a one-letter name',
      { name: 'R' },
      'Full name should contain only alphabetic characters and be at least 2 characters long.',
    ],
    ['an email without a domain', { email: 'roisin@' }, 'Please enter a valid email address.'],
    ['a phone of 4 digits', { phone: '8712' }, 'Please enter a phone number.'],
    ['a text file', { cv: fileOf('cv.txt', 4096, 'text/plain') }, 'Please upload a PDF, DOC, or DOCX file.'],
    ['a 6 MB PDF', { cv: fileOf('cv.pdf', 6 * MB, PDF_TYPE) }, 'File size must be less than 5MB.'],
  ])('refuses %s with its message', async (_, over, message) => {
    await fillAndSubmit(over);
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(uploads()).toBe(0);
  });
});

describe('Careers form: while typing', () => {
  it('hints that a name takes letters only', async () => {
    const { user } = renderWithProviders(<CareersForm />);
    await user.type(screen.getByLabelText('Full Name'), 'Roisin 2');
    expect(await screen.findByText('Name should contain only alphabetic characters')).toBeTruthy();
  });

  it('hints at an invalid email', async () => {
    const { user } = renderWithProviders(<CareersForm />);
    await user.type(screen.getByLabelText('Email Address'), 'roisin@example');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('keeps digits only in the phone picker and flags fewer than 7', async () => {
    const { user } = renderWithProviders(<CareersForm />);
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    await user.type(phone, '(087) 12-3');
    expect(phone.value).toBe('087123');
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    await user.type(phone, '4');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
  });

  it('says what an Irish number looks like when the number is refused, and links it to the field', async () => {
    const { user } = renderWithProviders(<CareersForm />);
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    await user.type(phone, '123456');
    // testing-library reads the no-break spaces of the example as plain ones.
    const hint = await screen.findByText('For Ireland (+353), enter 9 digits, e.g. 85 012 3456.');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    await user.type(phone, '789');
    expect(screen.queryByText(/^For Ireland/)).toBeNull();
  });

  it('starts the phone picker on Ireland (+353)', () => {
    renderWithProviders(<CareersForm />);
    expect(screen.getByRole('button', { name: 'Country code: Ireland +353' })).toBeTruthy();
  });
});
