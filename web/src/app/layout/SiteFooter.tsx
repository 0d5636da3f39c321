import { COMPANY } from '@functions/contract/company';
import { Link } from 'react-router';
import { appMessages } from '@/app/messages';
import { SocialIcon } from '@/components/SocialIcon';
import { SITE } from '@/lib/site';
import { anchors } from './SiteHeader';

const M = appMessages;
// At least 24 px tall: a target of its own, not a link inside a sentence (WCAG 2.2 §2.5.8).
const linkClass = 'inline-flex min-h-6 items-center text-sm text-slate-300 hover:text-white';

/**
 * The public footer (docs/requirements.md#site-facts, #landing-page): contact details, social links, in-page anchors,
 * /privacy-policy, /admin-login, the 90-day CV retention statement and the GDPR / SSL / EU
 * hosting claims.
 */
export function SiteFooter() {
  return (
    <footer className="below-fold bg-brand-950 text-slate-300 [--fold-height:46rem] md:[--fold-height:37rem] lg:[--fold-height:27rem]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-extrabold text-white">
            {SITE.name}{' '}
            <span className="text-xs font-semibold tracking-[0.3em] text-accent-300">{SITE.tagline}</span>
          </p>
          <address className="mt-3 max-w-sm text-sm not-italic">
            {SITE.address}
            <br />
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`} className={linkClass}>
              {SITE.phone}
            </a>
            <br />
            <a href={`mailto:${SITE.email}`} className={linkClass}>
              {SITE.email}
            </a>
          </address>
          <p className="mt-1 text-sm">{SITE.businessHours}</p>
          <ul className="mt-4 flex gap-3" aria-label={M.footer.social}>
            <li>
              <a
                href={COMPANY.social.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={M.footer.linkedin}
                className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <SocialIcon network="linkedin" className="size-4" />
              </a>
            </li>
            <li>
              <a
                href={COMPANY.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={M.footer.instagram}
                className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <SocialIcon network="instagram" className="size-4" />
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm">{M.footer.retention}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {M.footer.trust.map((claim) => (
              <li
                key={claim}
                className="rounded-full border border-brand-700 px-3 py-1 text-xs text-slate-200"
              >
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={M.footer.quickLinks}>
          <h2 className="text-sm font-semibold text-white">{M.footer.quickLinks}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={anchors.training} className={linkClass}>
                {M.nav.training}
              </Link>
            </li>
            <li>
              <Link to={anchors.about} className={linkClass}>
                {M.nav.about}
              </Link>
            </li>
            <li>
              <Link to={anchors.contact} className={linkClass}>
                {M.nav.contact}
              </Link>
            </li>
            <li>
              <Link to="/careers" className={linkClass}>
                {M.nav.careers}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={M.footer.legal}>
          <h2 className="text-sm font-semibold text-white">{M.footer.legal}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {M.footer.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to="/admin-login" className={linkClass}>
                {M.footer.adminLogin}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-900">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {SITE.fullName}. {M.footer.rights}
        </p>
      </div>
    </footer>
  );
}
