/**
 * The Resume Assistant's input rules (docs/requirements.md#resume-assistant), each answering the
 * spec's message or null. They sit on the shared upload contract, so whatever passes here also
 * passes `POST /resume/upload`.
 */
import { CV_LIMITS, cvFileName, emailAddress, personName } from '@functions/contract/schemas/resume';
import { cvContentTypeOf } from '@/lib/upload';
import { assistantMessages } from './messages';

const V = assistantMessages.validation;

/** Longest name the input accepts (docs/requirements.md#resume-assistant: maxlength 50). */
export const NAME_MAX_LENGTH = 50;
/** Longest email (docs/requirements.md#resume-assistant). */
export const EMAIL_MAX_LENGTH = 254;

/** What the name input keeps of a keystroke: angle brackets are stripped (docs/requirements.md#resume-assistant). */
export function sanitizeName(raw: string): string {
  return raw.replace(/[<>]/g, '').slice(0, NAME_MAX_LENGTH);
}

/**
 * The name rule: at least 2 characters, under 50, only letters, spaces, hyphens and apostrophes
 * (checked in that order). Answers the message, or null when the name is fine.
 */
export function validateName(raw: string): string | null {
  const name = sanitizeName(raw).trim();
  if (name.length < 2) return V.nameShort;
  if (name.length >= NAME_MAX_LENGTH) return V.nameLong;
  const parsed = personName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? V.name);
}

/** The email rule: at most 254 characters, then the pattern. Answers the message or null. */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length > EMAIL_MAX_LENGTH) return V.emailTooLong;
  return emailAddress.safeParse(email).success ? null : V.email;
}

/** "X MB" of the size message, two decimals. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/**
 * The file rule: PDF, DOC or DOCX by type or extension; at most 5MB; at least 1024 bytes; a name
 * of at most 255 characters without < > : " / \ | ? *. Answers the message or null.
 */
export function validateCvFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!cvContentTypeOf(file)) return V.fileType;
  if (file.size > CV_LIMITS.maxBytes) return V.fileTooLarge(megabytes(file.size));
  if (file.size < CV_LIMITS.minBytes) return V.fileTooSmall;
  if (file.name.length > CV_LIMITS.maxFileNameLength) return V.fileNameTooLong;
  const name = cvFileName.safeParse(file.name);
  return name.success ? null : V.fileNameChars;
}
