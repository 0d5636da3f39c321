import { COMPANY } from '@functions/contract/company';
import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '@/components/icons';
import { SocialIcon } from '@/components/SocialIcon';
import { SITE } from '@/lib/site';
import { homeMessages } from './messages';

const M = homeMessages.contact;

const DETAILS: { icon: IconName; label: string; value: string; href?: string }[] = [
  { icon: 'mail', label: M.email, value: SITE.email, href: `mailto:${SITE.email}` },
  { icon: 'phone', label: M.phone, value: SITE.phone, href: `tel:${SITE.phone.replace(/\s/g, '')}` },
  { icon: 'pin', label: M.address, value: SITE.address },
  { icon: 'clock', label: M.hours, value: SITE.businessHours },
];

/**
 * The contact section (docs/requirements.md#phone-picker #contact): email, phone, address, business hours
 * Mon-Fri 9am-6pm, the two social profiles and the contact form `form` (the contact feature's,
 * composed by the landing page), in the page from the first paint (docs/requirements.md#accessibility:
 * a reader jumping there or a full-page capture sees it). `formBox` is the form's panel.
 */
export function ContactSection({ form, formBox }: { form: ReactNode; formBox?: Ref<HTMLDivElement> }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="below-fold bg-white [--fold-height:83rem] md:[--fold-height:73rem] lg:[--fold-height:49rem]"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{M.eyebrow}</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {M.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{M.body}</p>
          <ul className="mt-8 space-y-5">
            {DETAILS.map((d) => (
              <li key={d.label} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={d.icon} className="size-5" />
                </span>
                <p className="flex flex-col">
                  <span className="text-sm font-medium text-slate-500">{d.label}</span>
                  {d.href ? (
                    <a
                      href={d.href}
                      className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
                    >
                      {d.value}
                    </a>
                  ) : (
                    <span className="text-slate-900">{d.value}</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm font-medium text-slate-500">{M.follow}</p>
          <ul className="mt-3 flex gap-3">
            <li>
              <a
                href={COMPANY.social.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={M.linkedinLabel}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700"
              >
                <SocialIcon network="linkedin" />
                {M.linkedin}
              </a>
            </li>
            <li>
              <a
                href={COMPANY.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={M.instagramLabel}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700"
              >
                <SocialIcon network="instagram" />
                {M.instagram}
              </a>
            </li>
          </ul>
        </div>
        <div ref={formBox} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          {form}
        </div>
      </div>
    </section>
  );
}
