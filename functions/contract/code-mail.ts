/**
 * The mail that carries a Cognito code (docs/architecture.md#auth): one template per user pool serves
 * both sign-up confirmation and password reset (Cognito's verification message is also its
 * forgot-password message), so the text names neither. `{####}` is Cognito's placeholder for the
 * code. The pools use it (lib/constructs/auth.ts); the local platform mails reset codes with it
 * (lib/local/emulators.ts).
 */
export const CODE_MAIL = {
  subject: 'Your Cork Careers verification code',
  body: 'Your Cork Careers verification code is {####}. Enter it on the page that asked for it. If you did not ask for a code, you can ignore this mail.',
} as const;

/** {@link CODE_MAIL}'s text with `code` in place of the placeholder. */
export const codeMailText = (code: string): string => CODE_MAIL.body.replace('{####}', code);
