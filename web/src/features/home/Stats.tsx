import { homeMessages } from './messages';

const M = homeMessages.stats;

/** The statistics band (docs/requirements.md#landing-page): five static figures. */
export function Stats() {
  return (
    <section
      aria-labelledby="stats-title"
      className="below-fold bg-gradient-to-r from-brand-800 to-accent-700 text-white [--fold-height:22rem] md:[--fold-height:16rem] lg:[--fold-height:10rem]"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          {M.title}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-cols-5">
          {M.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse last:col-span-2 sm:last:col-span-1">
              <dt className="mt-1 text-sm text-white/90">{item.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
