import { Link } from 'react-router';
import { Icon } from '@/components/icons';
import { homeMessages } from './messages';

const M = homeMessages.hero;

/**
 * The hero (docs/requirements.md#landing-page): headline, Explore Training (to #training), Join Our Team (to
 * /careers) and the static image /images/Hero.png, served as AVIF or WebP where the browser
 * reads them and sized for the layout. It is the first thing seen: loaded eagerly, high priority.
 */
export function Hero() {
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300">{M.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {M.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{M.body}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={{ pathname: '/', hash: '#training' }}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-brand-950 shadow-sm hover:bg-accent-300"
            >
              {M.exploreTraining}
              <Icon name="arrow" className="size-5" />
            </Link>
            <Link
              to="/careers"
              className="inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {M.joinTeam}
            </Link>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-brand-100">
            {M.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <picture>
          <source
            type="image/avif"
            srcSet="/images/hero-480.avif 480w, /images/hero-800.avif 800w, /images/hero-1200.avif 1200w"
            sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          />
          <source
            type="image/webp"
            srcSet="/images/hero-480.webp 480w, /images/hero-800.webp 800w, /images/hero-1200.webp 1200w"
            sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          />
          <img
            src="/images/Hero.png"
            alt={M.imageAlt}
            width={1200}
            height={900}
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] w-full rounded-3xl shadow-2xl shadow-brand-950/40 ring-1 ring-white/10"
          />
        </picture>
      </div>
    </section>
  );
}
