import * as Popover from '@radix-ui/react-popover';
import type { Ref } from 'react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  type CountryCode,
  countryOf,
  listCountries,
  loadAllCountries,
  searchCountries,
  subscribeCountries,
} from './countries';
import { Flag } from './Flag';

/** Value of the phone picker: a country and the national number, digits only. */
export interface PhoneValue {
  country: CountryCode;
  number: string;
}

/** Texts of the picker; the form that uses it passes them from its messages module. */
export interface PhoneInputLabels {
  /** Accessible name prefix of the country button, e.g. "Country code". */
  country: string;
  /** Label and placeholder of the search box. */
  search: string;
  /** Empty search result (docs/requirements.md#phone-picker: "No countries found"). */
  noResults: string;
  /** Placeholder of the number box. */
  numberPlaceholder?: string;
}

export interface PhoneInputProps {
  /** Id of the number input, for the form's `<label htmlFor>`. */
  id: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  /** Ref of the number input (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Most digits kept (E.164 allows 15). */
  maxDigits?: number;
  labels: PhoneInputLabels;
}

/**
 * The country picker's state: open or not, the search and its results, the highlighted option
 * (moved by the arrow keys, picked by Enter), and the switch to the full list of countries, loaded
 * with the first opening. `selected` is the chosen country; `onPick` gets a new one.
 */
function useCountryPicker(selected: CountryCode, onPick: (code: CountryCode) => void) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const countries = useSyncExternalStore(subscribeCountries, listCountries, listCountries);
  const results = useMemo(() => searchCountries(search, countries), [search, countries]);

  // When the full list arrives while the picker is open, keep the chosen country highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the switch of lists matters here
  useEffect(() => {
    if (!open || search) return;
    setActive(
      Math.max(
        countries.findIndex((c) => c.code === selected),
        0,
      ),
    );
  }, [countries]);

  const scrollToOption = (index: number) => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      void loadAllCountries();
      setSearch('');
      const index = countries.findIndex((c) => c.code === selected);
      setActive(Math.max(index, 0));
      // Bring the current country into view once the list has rendered.
      requestAnimationFrame(() => scrollToOption(Math.max(index, 0)));
    }
  };

  const choose = (code: CountryCode) => {
    onPick(code);
    setOpen(false);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + results.length) % results.length;
      setActive(next);
      scrollToOption(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = results[active];
      if (picked) choose(picked.code);
    }
  };

  return {
    open,
    openChange,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setActive(0);
    },
    results,
    active,
    setActive,
    activeOption: results[active],
    listRef,
    choose,
    onSearchKey,
  };
}

/**
 * Phone number with a searchable country picker (docs/requirements.md#phone-picker, #public-records): a Radix popover that
 * closes on an outside click, a list filtered by name, code or dial code ('No countries found'
 * when nothing matches), and a number box that keeps digits only. The list starts with the 20
 * built-in countries (Ireland +353 by default) and switches to the full list, loaded with the
 * first opening. The 7-digit rule is the form's (`isPhoneTooShort` of `countries.ts`).
 */
export function PhoneInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
  disabled,
  maxDigits = 15,
  labels,
}: PhoneInputProps) {
  const picker = useCountryPicker(value.country, (code) => onChange({ country: code, number: value.number }));
  const country = countryOf(value.country);
  return (
    <div
      className={`flex h-11 rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-500 ${
        invalid ? 'border-danger-500' : 'border-slate-300'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <Popover.Root open={picker.open} onOpenChange={picker.openChange}>
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={`${labels.country}: ${country.name} ${country.dialCode}`}
          className="flex shrink-0 items-center gap-1.5 rounded-l-lg border-r border-slate-300 bg-slate-50 px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-none disabled:cursor-not-allowed"
        >
          <Flag country={country} />
          <span>{country.dialCode}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
            <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </Popover.Trigger>
        <Popover.Portal>
          <CountrySearch picker={picker} selected={value.country} labels={labels} />
        </Popover.Portal>
      </Popover.Root>
      <input
        id={id}
        ref={inputRef}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value.number}
        disabled={disabled}
        placeholder={labels.numberPlaceholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) =>
          onChange({
            country: value.country,
            number: event.target.value.replace(/\D/g, '').slice(0, maxDigits),
          })
        }
        className="min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none"
      />
    </div>
  );
}

/** The picker's popover: the search box (a combobox) over the list of countries it finds. */
function CountrySearch({
  picker,
  selected,
  labels,
}: {
  picker: ReturnType<typeof useCountryPicker>;
  selected: CountryCode;
  labels: PhoneInputLabels;
}) {
  const listId = useId();
  const searchId = useId();
  return (
    <Popover.Content
      align="start"
      sideOffset={6}
      className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
    >
      <label htmlFor={searchId} className="sr-only">
        {labels.search}
      </label>
      <input
        id={searchId}
        type="search"
        autoComplete="off"
        value={picker.search}
        placeholder={labels.search}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={picker.activeOption ? `${listId}-${picker.activeOption.code}` : undefined}
        onChange={(event) => picker.setSearch(event.target.value)}
        onKeyDown={picker.onSearchKey}
        className="mb-2 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      {picker.results.length === 0 ? (
        <p className="px-3 py-4 text-center text-sm text-slate-500" role="status">
          {labels.noResults}
        </p>
      ) : (
        <div
          ref={picker.listRef}
          id={listId}
          role="listbox"
          aria-label={labels.country}
          className="max-h-64 overflow-y-auto"
        >
          {picker.results.map((c, index) => (
            // Keyboard use goes through the search box (aria-activedescendant); a click picks directly.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
            <div
              key={c.code}
              id={`${listId}-${c.code}`}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={c.code === selected}
              onClick={() => picker.choose(c.code)}
              onMouseMove={() => picker.setActive(index)}
              className={`flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ${
                index === picker.active ? 'bg-brand-50 text-brand-900' : 'text-slate-700'
              }`}
            >
              <Flag country={c} />
              <span className="flex-1 truncate">{c.name}</span>
              <span className="text-slate-500">{c.dialCode}</span>
            </div>
          ))}
        </div>
      )}
    </Popover.Content>
  );
}
