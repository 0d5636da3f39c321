import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icons';
import { homeMessages } from './messages';

const M = homeMessages.training;
const TRACK_ICONS: Record<(typeof M.tracks)[number]['id'], IconName> = {
  web: 'code',
  cloud: 'cloud',
  data: 'chart',
  pm: 'clipboard',
  marketing: 'megaphone',
  leadership: 'users',
};

/** The training section (docs/requirements.md#site-facts, #landing-page #training): the six tracks. */
export function Training() {
  return (
    <section
      id="training"
      aria-labelledby="training-title"
      className="below-fold bg-slate-50 [--fold-height:138rem] md:[--fold-height:81rem] lg:[--fold-height:66rem]"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{M.eyebrow}</p>
        <h2 id="training-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {M.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">{M.body}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {M.tracks.map((track) => (
            <li
              key={track.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white">
                <Icon name={TRACK_ICONS[track.id]} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{track.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{track.body}</p>
              <p className="mt-4 text-sm font-medium text-brand-700">{track.meta}</p>
            </li>
          ))}
        </ul>
        <Link
          to={{ pathname: '/', hash: '#contact' }}
          className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
        >
          {M.cta}
          <Icon name="arrow" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
