/** Texts of /confirm-cv (docs/requirements.md#cv-confirmation). */
export const confirmCvMessages = {
  documentTitle: 'Confirm your CV',
  title: 'Confirm your CV',
  subtitle:
    'A CV was sent to us with your e-mail address without signing in. Confirm it only if you sent it: it then becomes the CV our recruiters see.',
  noToken: 'Open this page with the link from our e-mail.',
  submit: 'Confirm this CV',
  busy: 'Confirming...',
  confirmed: (fileName: string) => `Thank you. ${fileName} is now the CV our recruiters see.`,
  alreadyConfirmed: 'This CV was already confirmed.',
  notYou:
    'If you did not send it, close this page: nothing changes, and we erase the file on the date in our e-mail.',
} as const;
