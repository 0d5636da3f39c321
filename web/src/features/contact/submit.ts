/**
 * What happens when the contact form is sent (docs/requirements.md#contact-form): the contract's zod
 * schema checks the fields, then the message goes to `POST /api/v1/contact`. Loaded on the first
 * send, so the landing page shows the form at once without the validation library.
 */
import { type ContactRequest, contactRequest } from '@functions/contract/schemas/contact';
import { sendContactMessage } from './api';

/** The form's fields, as the browser hands them over. */
export type ContactFields = Record<keyof ContactRequest, string>;

/** The outcome of a check: the request to send, or the names of the fields that are wrong. */
export type ContactCheck =
  | { ok: true; request: ContactRequest }
  | { ok: false; invalid: (keyof ContactRequest)[] };

/** Checks `fields` against the API's own schema (the same rules as `POST /contact`). */
export function checkContact(fields: ContactFields): ContactCheck {
  const parsed = contactRequest.safeParse(fields);
  if (parsed.success) return { ok: true, request: parsed.data };
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0] as keyof ContactRequest));
  return { ok: false, invalid: [...invalid] };
}

export { sendContactMessage };
