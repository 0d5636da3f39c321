import { COMPANY } from '@functions/contract/company';
import { PRIVACY_POLICY_VERSION } from '@functions/contract/cv-policy';
import { useDocumentTitle } from '@/lib/document-title';
import { privacyMessages as M } from './messages';

/**
 * /privacy-policy (docs/requirements.md#privacy-policy): what we collect and why, the 90-day
 * retention, where data lives, the rights of access, rectification, erasure and portability,
 * and the privacy contact (email, phone, postal address, Mon-Fri 9am-6pm). Its version is the
 * one each CV upload records with the consent.
 */
export function PrivacyPolicyPage() {
  useDocumentTitle(M.documentTitle);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{M.title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        {M.updated} {PRIVACY_POLICY_VERSION}
      </p>
      <p className="mt-6 text-lg text-slate-700">{M.intro}</p>

      {M.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`} className="mt-10">
          <h2 id={`privacy-${section.id}`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 32)} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
        </section>
      ))}

      <section aria-labelledby="privacy-rights" className="mt-10">
        <h2 id="privacy-rights" className="text-xl font-semibold text-slate-900">
          {M.rights.title}
        </h2>
        <p className="mt-3 text-slate-700">{M.rights.intro}</p>
        <ul className="mt-3 space-y-2">
          {M.rights.items.map((right) => (
            <li
              key={right.title}
              className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700"
            >
              <strong className="font-semibold text-slate-900">{right.title}</strong>: {right.body}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">{M.rights.outro}</p>
      </section>

      <section aria-labelledby="privacy-contact" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="privacy-contact" className="text-xl font-semibold text-slate-900">
          {M.contact.title}
        </h2>
        <p className="mt-2 text-slate-700">{M.contact.intro}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium text-slate-600">{M.contact.email}</dt>
          <dd>
            <a
              href={`mailto:${COMPANY.privacyEmail}`}
              className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
            >
              {COMPANY.privacyEmail}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">{M.contact.phone}</dt>
          <dd>
            <a
              href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}
              className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
            >
              {COMPANY.phone}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">{M.contact.address}</dt>
          <dd className="text-slate-800">{COMPANY.address}</dd>
          <dt className="font-medium text-slate-600">{M.contact.hours}</dt>
          <dd className="text-slate-800">{COMPANY.hours}</dd>
        </dl>
      </section>
    </article>
  );
}
