import { Icon, type IconName } from '@/components/icons';
import { homeMessages } from './messages';

const M = homeMessages.about;
const SERVICE_ICONS: IconName[] = ['graduate', 'code', 'gear', 'briefcase'];

/** The about section (docs/requirements.md#site-facts, #landing-page #about): who we are and the four services. */
export function About() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="below-fold bg-white [--fold-height:81rem] md:[--fold-height:73rem] lg:[--fold-height:52rem]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{M.eyebrow}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {M.title}
          </h2>
          {M.body.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 text-lg text-slate-600">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {M.services.map((service, i) => (
              <li key={service.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={SERVICE_ICONS[i] ?? 'check'} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{service.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <picture>
          <source
            type="image/avif"
            srcSet="/images/training-room-480.avif 480w, /images/training-room-800.avif 800w, /images/training-room-1200.avif 1200w"
            sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          />
          <source
            type="image/webp"
            srcSet="/images/training-room-480.webp 480w, /images/training-room-800.webp 800w, /images/training-room-1200.webp 1200w"
            sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          />
          <img
            src="/images/training-room.jpg"
            alt={M.imageAlt}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-3xl shadow-xl shadow-brand-900/10 ring-1 ring-slate-200"
          />
        </picture>
      </div>
    </section>
  );
}
