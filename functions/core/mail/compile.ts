/**
 * Renders every mail body of `templates.tsx` once, with a `{{slot}}` marker for each value, into
 * the HTML part and (React Email's `toPlainText`) the text part. Used by `npm run build:mail`,
 * which writes the result to `compiled.ts`, and by the test that keeps `compiled.ts` current.
 * Build-time only: no function imports this module.
 */
import { render, toPlainText } from '@react-email/render';
import type { MailSlots, MailTemplate } from './catalog.js';
import { MAIL_BODIES } from './templates.js';

/** The HTML and text parts of one template, with `{{slot}}` markers. */
export interface CompiledMail {
  html: string;
  text: string;
}

/** Slots whose every value is its own marker: reading `s.role` gives `{{role}}`. */
const markers = new Proxy({}, { get: (_, key) => `{{${String(key)}}}` });

/** Every template, rendered with markers. */
export async function compileMails(): Promise<Record<MailTemplate, CompiledMail>> {
  const out = {} as Record<MailTemplate, CompiledMail>;
  for (const [name, body] of Object.entries(MAIL_BODIES) as [
    MailTemplate,
    (s: MailSlots<MailTemplate>) => Parameters<typeof render>[0],
  ][]) {
    const html = await render(body(markers as MailSlots<MailTemplate>));
    out[name] = { html, text: toPlainText(html) };
  }
  return out;
}
