/**
 * The bodies of the mails (docs/requirements.md#candidate-mails), as React Email components. They
 * are rendered ahead of time, not in the functions: `npm run build:mail` renders each with a
 * `{{slot}}` marker for every value (`catalog.ts`) into `compiled.ts`, and core/mail.ts fills the
 * markers at send time. A body therefore shows values only, never branches on them.
 */
import type { ReactElement } from 'react';
import { COMPANY } from '../../contract/company.js';
import { CV_RETENTION_TEXT } from '../../contract/retention.js';
import type { MailSlots, MailTemplate } from './catalog.js';
import { Action, MailLayout, P, TextLink } from './layout.js';

/** What the acknowledgement and the replaced-CV notice say is kept. */
function WhatWeKeep({ s }: { s: MailSlots<'cv-acknowledgement'> }) {
  return (
    <>
      <P>
        {`We keep your CV, your name, e-mail address, phone number and the role you applied for until ${s.keptUntil} (${CV_RETENTION_TEXT} from your upload), then erase them. Our recruiters see them only to consider you for roles at ${COMPANY.name}.`}
      </P>
      <P>
        {`With the button below you can see everything we hold about you, download it, or erase it at any time. The link is private to you and works for ${CV_RETENTION_TEXT}: do not forward this mail.`}
      </P>
      <Action href={s.manageUrl}>See or erase my data</Action>
    </>
  );
}

// Values go into one string per text node: React would otherwise put `<!-- -->` between the parts.

/** The body of each template, from its slots. */
export const MAIL_BODIES: { [T in MailTemplate]: (s: MailSlots<T>) => ReactElement } = {
  'contact-message': (s) => (
    <MailLayout preview={`A visitor wrote through the contact form of ${COMPANY.name}.`}>
      <P>{`A visitor wrote through the contact form of ${COMPANY.name}.`}</P>
      <P>
        {`Name: ${s.name}`}
        <br />
        {`Email: ${s.email}`}
        <br />
        {`Received: ${s.receivedAt}`}
        <br />
        {`Reference: ${s.reference}`}
      </P>
      <P>{s.message}</P>
      <P>Reply to this mail to answer the visitor. The message is kept 90 days, then deleted.</P>
    </MailLayout>
  ),
  'cv-acknowledgement': (s) => (
    <MailLayout preview={`Your CV for ${s.role} reached ${COMPANY.name}.`}>
      <P>{`Hello ${s.name},`}</P>
      <P>
        {`Thank you for sending your CV for the role ${s.role}. It reached us safely and our recruiters will look at it.`}
      </P>
      <WhatWeKeep s={s} />
    </MailLayout>
  ),
  'cv-replaced': (s) => (
    <MailLayout preview="If this was not you, you can remove it.">
      <P>{`Hello ${s.name},`}</P>
      <P>
        {`A CV for the role ${s.role} was just sent to ${COMPANY.name} with your e-mail address. It replaces the CV we held for you before.`}
      </P>
      <P>If this was not you, remove it: the button below erases everything we hold about this address.</P>
      <WhatWeKeep s={s} />
    </MailLayout>
  ),
  'cv-confirm': (s) => (
    <MailLayout preview="Nothing changes unless you confirm it.">
      <P>{`Hello ${s.name},`}</P>
      <P>
        {`On ${s.sentAt} a CV was sent to ${COMPANY.name} with your e-mail address, without signing in, for the role ${s.role}. We have set it aside: it does not replace the CV or the details we hold for you, and our recruiters see it marked as unconfirmed.`}
      </P>
      <P>
        {`If you sent it, confirm it with the button below by ${s.confirmBy}: it then becomes the CV our recruiters see. If you did not, do nothing: we erase it on ${s.confirmBy}.`}
      </P>
      <Action href={s.confirmUrl}>Confirm this CV</Action>
      <P>The link is private to you and works once: do not forward this mail.</P>
    </MailLayout>
  ),
  'expiry-reminder': (s) => (
    <MailLayout preview={`Keep your CV for another ${CV_RETENTION_TEXT}, or let it go.`}>
      <P>{`Hello ${s.name},`}</P>
      <P>
        {`We keep the CV you sent for the role ${s.role} until ${s.erasesOn}. On that day we erase it with your details, as our privacy policy promises.`}
      </P>
      <P>
        {`If you would like us to keep considering you, keep it for another ${CV_RETENTION_TEXT} from today. If not, you need do nothing, or you can erase it now.`}
      </P>
      <Action href={s.keepUrl}>{`Keep my CV for another ${CV_RETENTION_TEXT}`}</Action>
      <P>
        <TextLink href={s.eraseUrl}>Erase my CV now</TextLink>
      </P>
      <P>The links are private to you: do not forward this mail.</P>
    </MailLayout>
  ),
  // The recruiters' own text (functions/contract/status-mails.ts), filled before it gets here.
  'status-update': (s) => (
    <MailLayout preview={s.subject}>
      <P>{s.body}</P>
    </MailLayout>
  ),
  'candidate-message': (s) => (
    <MailLayout preview={s.subject}>
      <P>{s.body}</P>
    </MailLayout>
  ),
  'interview-invite': (s) => (
    <MailLayout preview={s.subject}>
      <P>{s.body}</P>
    </MailLayout>
  ),
  'interview-candidate': (s) => (
    <MailLayout preview={s.subject}>
      <P>{s.body}</P>
      <Action href={s.manageUrl}>Choose, confirm or ask for another time</Action>
      <P>The link is private to you: do not forward this mail.</P>
    </MailLayout>
  ),
  'erasure-confirmation': (s) => (
    <MailLayout preview="Everything we held about you is gone.">
      <P>{`Hello ${s.name},`}</P>
      <P>
        {`As you asked on ${s.erasedAt}, we erased everything we held about you: your CV files, your details, your applications and your account. Links we sent you before no longer work.`}
      </P>
      <P>{`This mail is the last one we send you. Questions: ${COMPANY.privacyEmail}.`}</P>
    </MailLayout>
  ),
  'sign-up-attempt': (s) => (
    <MailLayout preview="If this was you, sign in instead.">
      <P>
        {`On ${s.attemptedAt} someone tried to create a ${COMPANY.name} candidate account with this e-mail address, which already has one.`}
      </P>
      <P>If this was you, sign in instead. If it was not, you can ignore this mail: nothing was changed.</P>
      <Action href={s.signInUrl}>Sign in</Action>
    </MailLayout>
  ),
};
