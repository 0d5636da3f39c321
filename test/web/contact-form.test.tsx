/**
 * The landing page's contact form (docs/requirements.md#contact-form): the one validation text for
 * every invalid submit (nothing sent), Sending... then Sent with the green success text, the
 * failure text for a refused answer and for a network failure, and the hidden honeypot.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/features/contact/ContactForm';
import { CONTACT_MESSAGES } from '../../functions/contract/schemas/contact';
import { renderWithProviders, stubFetch } from './render';

const INVALID = 'Please fill all fields correctly (message ≥ 10 chars).';

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { name?: string; email?: string; message?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

describe('ContactForm', () => {
  it('uses the spec texts', () => {
    expect(CONTACT_MESSAGES.invalid).toBe(INVALID);
    expect(CONTACT_MESSAGES.failed).toBe('Failed to send message. Please try again.');
    expect(CONTACT_MESSAGES.sent).toBe("Thanks! We'll get back to you soon.");
  });

  it.each([
    ['everything empty', {}],
    ['no name', { email: 'orla@example.ie', message: 'When does the next course start?' }],
    [
      'an email without a dot after the @',
      { name: 'Orla', email: 'orla@example', message: 'When does it start?' },
    ],
    ['an email without an @', { name: 'Orla', email: 'orla.example.ie', message: 'When does it start?' }],
    ['a message of 9 characters', { name: 'Orla', email: 'orla@example.ie', message: '123456789' }],
  ])('shows the one validation text and sends nothing for %s', async (_, values) => {
    const fetch = stubFetch(() => ({ status: 202 }));
    const { user } = renderWithProviders(<ContactForm />);
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid message, shows Sending... then Sent and the green success text, and cannot resend', async () => {
    let release: () => void = () => undefined;
    const fetch = stubFetch(
      (_method, path) =>
        new Promise((resolve) => {
          expect(path).toBe('/api/v1/contact');
          release = () => resolve({ status: 202, body: { success: true, data: { received: true } } });
        }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fill(user, {
      name: 'Orla Walsh',
      email: 'orla@example.ie',
      message: 'When does Cloud Computing start?',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);
    release();

    const sent = await screen.findByRole('button', { name: 'Sent' });
    expect(sent).toHaveProperty('disabled', true);
    expect(sent.querySelector('svg')).not.toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe("Thanks! We'll get back to you soon.");
    expect(status.className).toContain('text-success-700');
    // The form is cleared.
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');

    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Orla Walsh',
      email: 'orla@example.ie',
      message: 'When does Cloud Computing start?',
      website: '',
    });
  });

  it.each([
    ['a refused answer', () => ({ status: 429, body: { success: false, message: 'Too many messages' } })],
    ['an answer with success false', () => ({ status: 200, body: { success: false } })],
    ['a network failure', () => new TypeError('Failed to fetch')],
  ])('shows the failure text in red for %s', async (_, answer) => {
    stubFetch(answer);
    const { user } = renderWithProviders(<ContactForm />);
    await fill(user, { name: 'Orla', email: 'orla@example.ie', message: 'A question about training.' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to send message. Please try again.');
    expect(alert.className).toContain('text-danger-700');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false),
    );
  });

  it('has a honeypot that people cannot reach', () => {
    renderWithProviders(<ContactForm />);
    const honeypot = document.getElementById('contact-website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
