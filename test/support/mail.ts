/**
 * The mails the local stack sent, read from the SES v2 emulator's store (`GET /store`, see
 * lib/local/emulators.ts): what a person reads at the `Mail:` address of `npm start`.
 */
import { eventually } from './api.js';
import { stackEnv } from './stack.js';

/** One mail as the emulator stores it. */
export interface StoredMail {
  messageId: string;
  from: string;
  replyTo?: string[];
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** Every mail the emulator holds, oldest first. */
export async function sentMails(): Promise<StoredMail[]> {
  const res = await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`);
  if (!res.ok) throw new Error(`mail store answered ${res.status}`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

/** The mails sent to `address` (case-insensitive), oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const wanted = address.toLowerCase();
  return (await sentMails()).filter((m) => m.destination.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Waits until `count` mails to `address` arrived (default 1), optionally only those whose subject
 * matches `subject`; answers them, oldest first. Throws after `ms`.
 */
export async function waitForMails(
  address: string,
  opts: { count?: number; subject?: RegExp; ms?: number } = {},
): Promise<StoredMail[]> {
  const count = opts.count ?? 1;
  return eventually(async () => {
    const found = (await mailsTo(address)).filter((m) => !opts.subject || opts.subject.test(m.subject));
    return found.length >= count ? found : undefined;
  }, opts.ms ?? 10_000);
}

/** Waits for the first mail to `address` (see `waitForMails`). */
export async function waitForMail(
  address: string,
  opts: { subject?: RegExp; ms?: number } = {},
): Promise<StoredMail> {
  return (await waitForMails(address, opts))[0]!;
}

/** The manage token in a mail's `/my-data#token=...` link (from the text part). */
export function manageTokenIn(mail: StoredMail): string {
  const m = /\/my-data#token=([A-Za-z0-9_%-]+)/.exec(mail.body.text ?? '');
  if (!m) throw new Error(`no manage link in "${mail.subject}"`);
  return decodeURIComponent(m[1]!);
}
