import { useState } from 'react';
import type { Country } from './countries';

/**
 * A country's flag as an SVG image (docs/requirements.md#accessibility: no emoji, which many systems
 * draw as empty boxes or letters). `alt` is empty by default because the country's name is always
 * beside it or in the control's label; a flag the set lacks leaves an empty frame of the same size.
 */
export function Flag({ country, alt = '' }: { country: Pick<Country, 'flag'>; alt?: string }) {
  const [missing, setMissing] = useState(false);
  return missing ? (
    <span aria-hidden="true" className="inline-block h-3.5 w-5 shrink-0 rounded-[2px] bg-slate-200" />
  ) : (
    <img
      src={country.flag}
      alt={alt}
      width={20}
      height={14}
      loading="lazy"
      decoding="async"
      onError={() => setMissing(true)}
      className="h-3.5 w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-slate-900/10"
    />
  );
}
