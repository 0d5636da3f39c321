import { formatDate } from '@functions/contract/dates';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { ResumeSort } from '@functions/contract/schemas/resume-admin';
import { useId } from 'react';
import { buttonClass } from '@/components/admin/buttons';
import { FilterField } from '@/components/admin/filter-field';
import { inputClass } from '@/components/admin/form-fields';
import { cvManagementMessages as M } from './messages';
import type { CvManagement } from './useCvManagement';

/**
 * The CV list's filter bar (docs/requirements.md#cv-management): search, status, skill, received
 * from, order and Clear Filters, and the end date (`to`), the expiring and source views as removable chips. Every
 * change goes to the URL through `useCvManagement`.
 */
export function CvFilters({ list }: { list: CvManagement }) {
  const { filters, setFilters, searchText, setSearchText, skillText, setSkillText, clearFilters, filtered } =
    list;
  const ids = { search: useId(), status: useId(), skill: useId(), from: useId(), sort: useId() };
  return (
    <search
      aria-label={M.filters.label}
      className="@container mt-6 block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* Columns by the bar's own width (beside the sidebar at 1280 px it is about 930 px): one row of
          six only where each select shows its longest option whole. */}
      <div className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-[2fr_1fr_1fr] @4xl:items-end @7xl:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(11rem,1fr))_auto]">
        <FilterField id={ids.search} label={M.filters.search}>
          <input
            id={ids.search}
            type="search"
            value={searchText}
            placeholder={M.filters.searchPlaceholder}
            onChange={(e) => setSearchText(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.status} label={M.filters.status}>
          <select
            id={ids.status}
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as ResumeStatus | '' })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{M.filters.allStatuses}</option>
            {RESUME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {M.statuses[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={ids.skill} label={M.filters.skill}>
          <input
            id={ids.skill}
            type="search"
            value={skillText}
            maxLength={40}
            placeholder={M.filters.skillPlaceholder}
            onChange={(e) => setSkillText(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.from} label={M.filters.from}>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={(e) => setFilters({ from: e.target.value })}
            className={`${inputClass} mt-1`}
          />
        </FilterField>
        <FilterField id={ids.sort} label={M.filters.sort}>
          <select
            id={ids.sort}
            value={filters.sort}
            onChange={(e) => setFilters({ sort: e.target.value as ResumeSort })}
            className={`${inputClass} mt-1`}
          >
            {filters.search.trim() ? <option value="relevance">{M.filters.relevance}</option> : null}
            <option value="newest">{M.filters.newest}</option>
            <option value="name">{M.filters.name}</option>
          </select>
        </FilterField>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!filtered && filters.sort === 'newest'}
          onClick={clearFilters}
        >
          {M.filters.clear}
        </button>
        {filters.expiring ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 col-span-full">
            <span className="rounded-full bg-warning-50 px-3 py-1 font-medium text-warning-700">
              {M.filters.expiring(filters.expiring)}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ expiring: '' })}
            >
              {M.filters.removeExpiring}
            </button>
          </p>
        ) : null}
        {filters.to ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 col-span-full">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">
              {M.filters.to(formatDate(filters.to) ?? filters.to)}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ to: '' })}
            >
              {M.filters.removeTo}
            </button>
          </p>
        ) : null}
        {filters.source ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 col-span-full">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">
              {M.filters.source(M.detail.sources[filters.source])}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ source: '' })}
            >
              {M.filters.removeSource}
            </button>
          </p>
        ) : null}
      </div>
    </search>
  );
}
