/**
 * The Resume Assistant's validation messages (docs/requirements.md#resume-assistant), shown as the
 * assistant's replies in the chat panel: name (3 rules, maxlength 50, angle brackets stripped),
 * email (2 rules) and file (5 rules). Nothing is uploaded while a rule fails.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumeAssistant } from '@/features/resume-assistant/ResumeAssistant';
import { fileOf, jobTitlesAnswer, PDF_TYPE, renderWithProviders, stubFetch } from './render';

const MB = 1024 * 1024;
/** Bound of a wait that includes a first on-demand import (transformed on first use in tests). */
const LAZY_LOAD_MS = 30_000;
let fetch: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetch = stubFetch((_method, path) =>
    path === '/api/v1/public/job-titles'
      ? jobTitlesAnswer(['Cloud Engineer', 'Business Analyst'])
      : { status: 500 },
  );
});

/** Opens the panel; resolves once the greeting is there (after the 0.4 s name delay). */
async function open() {
  const view = renderWithProviders(<ResumeAssistant onClose={vi.fn()} />);
  await screen.findByText("Hello! I'm your Resume Assistant. What's your name?");
  return view;
}

/** The assistant's latest reply. */
function lastBotReply(): string {
  const lines = screen.getByRole('log').querySelectorAll('p');
  return lines[lines.length - 1]?.textContent?.replace(/^Assistant: /, '') ?? '';
}

async function answer(user: Awaited<ReturnType<typeof open>>['user'], label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('Resume Assistant: name', () => {
  it.each([
    ['', 'Please enter a valid name (at least 2 characters).'],
    ['A', 'Please enter a valid name (at least 2 characters).'],
    ['A'.repeat(50), 'Name is too long. Please enter a name with less than 50 characters.'],
    ['R2-D2', 'Please enter a valid name (only letters, spaces, hyphens, and apostrophes are allowed).'],
    ['Seán_Ó', 'Please enter a valid name (only letters, spaces, hyphens, and apostrophes are allowed).'],
  ])('answers %j with %j and stays on the name step', async (name, message) => {
    const { user } = await open();
    await answer(user, 'Your name', name);
    expect(lastBotReply()).toBe(message);
    expect(screen.getByLabelText('Your name')).toBeTruthy();
  });

  it('keeps at most 50 characters and strips angle brackets', async () => {
    const { user } = await open();
    const input = screen.getByLabelText('Your name') as HTMLInputElement;
    expect(input.maxLength).toBe(50);
    await user.type(input, "<b>Máire O'Neill-Ní Bhriain</b>");
    expect(input.value).toBe("bMáire O'Neill-Ní Bhriain/b");
  });

  it('accepts letters, spaces, hyphens and apostrophes and asks for the email', async () => {
    const { user } = await open();
    await answer(user, 'Your name', "Máire O'Neill-Ní Bhriain");
    expect(lastBotReply()).toBe("Nice to meet you, Máire O'Neill-Ní Bhriain! What's your email address?");
    expect(screen.getByLabelText('Your email address')).toBeTruthy();
  });
});

describe('Resume Assistant: email', () => {
  it.each([
    ['maire', 'Please enter a valid email address (e.g., yourname@example.com).'],
    ['maire@', 'Please enter a valid email address (e.g., yourname@example.com).'],
    ['maire example@ie', 'Please enter a valid email address (e.g., yourname@example.com).'],
    [`${'m'.repeat(250)}@example.ie`, 'Email address is too long. Please enter a shorter email.'],
  ])('answers %j with the spec message', async (email, message) => {
    const { user } = await open();
    await answer(user, 'Your name', 'Máire Walsh');
    // user-event types into maxLength inputs only up to the limit: paste the long one instead.
    if (email.length > 254) {
      const input = screen.getByLabelText('Your email address') as HTMLInputElement;
      input.removeAttribute('maxlength');
      await user.click(input);
      await user.paste(email);
      await user.click(screen.getByRole('button', { name: 'Send' }));
    } else await answer(user, 'Your email address', email);
    expect(lastBotReply()).toBe(message);
  });
});

describe('Resume Assistant: file', () => {
  async function toFileStep() {
    const view = await open();
    await answer(view.user, 'Your name', 'Máire Walsh');
    await answer(view.user, 'Your email address', 'maire@example.ie');
    await view.user.click(await screen.findByRole('button', { name: 'Cloud Engineer' }));
    return view;
  }

  it('states the 90-day retention and links the privacy policy before the file step', async () => {
    await toFileStep();
    expect(lastBotReply()).toContain('We keep it for 90 days');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it.each([
    [
      'a text file',
      fileOf('cv.txt', 4096, 'text/plain'),
      'Please upload a PDF, DOC, or DOCX file only. Other file types are not supported.',
    ],
    [
      'an image',
      fileOf('cv.png', 4096, 'image/png'),
      'Please upload a PDF, DOC, or DOCX file only. Other file types are not supported.',
    ],
    [
      'a 6 MB PDF',
      fileOf('cv.pdf', 6 * MB, PDF_TYPE),
      'File size (6.00 MB) exceeds the 5MB limit. Please upload a smaller file.',
    ],
    [
      'a 500-byte PDF',
      fileOf('cv.pdf', 500, PDF_TYPE),
      'File appears to be empty or too small. Please upload a valid resume file.',
    ],
    [
      'a name of 256 characters',
      fileOf(`${'c'.repeat(252)}.pdf`, 4096, PDF_TYPE),
      'File name is too long. Please rename your file and try again.',
    ],
    [
      'a name with a colon',
      fileOf('cv:v2.pdf', 4096, PDF_TYPE),
      'File name contains invalid characters. Please rename your file and try again.',
    ],
    [
      'a name with a question mark',
      fileOf('cv?.docx', 4096, ''),
      'File name contains invalid characters. Please rename your file and try again.',
    ],
  ])('refuses %s with the spec message and uploads nothing', async (_, file, message) => {
    const { user } = await toFileStep();
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(lastBotReply()).toBe(message);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).not.toContain(
      '/api/v1/resume/upload',
    );
    expect(screen.getByRole('button', { name: 'Choose your CV' })).toBeTruthy();
  });

  it(
    'accepts a .doc by its extension when the browser reports no type',
    async () => {
      const { user } = await toFileStep();
      await user.upload(
        document.querySelector('input[type="file"]') as HTMLInputElement,
        fileOf('cv.doc', 4096, ''),
      );
      // Past validation it asks the API for an upload (which this stub refuses). On the way it loads
      // the CV fact finder and the byte sniffer on demand, which on a busy host takes far more than
      // findBy's default second: wait for the answer, not for a time.
      expect(await screen.findByText(/^Upload failed: /, undefined, { timeout: LAZY_LOAD_MS })).toBeTruthy();
      expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain(
        '/api/v1/resume/upload',
      );
    },
    2 * LAZY_LOAD_MS,
  );
});
