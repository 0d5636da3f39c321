/**
 * The candidate search interface (docs/architecture.md#search). Handlers and the indexer talk to
 * this, never to an engine: today's adapter keeps a MiniSearch index in S3 (`minisearch-s3.ts`);
 * past the size stated in docs/architecture.md#search another adapter (Amazon OpenSearch
 * Serverless) implements the same two interfaces and nothing else changes.
 */
import type { ResumeStatus } from '../../contract/schemas/common.js';

/** What is indexed of one candidate (docs/requirements.md#cv-management, search). */
export interface SearchDocument {
  id: string;
  name: string;
  email: string;
  /** Phone terms: digits with and without the country code (`text.ts` `phoneTerms`). */
  phone: string[];
  skills: string[];
  /** Job titles the candidate applied for. */
  roles: string[];
  /** The current CV's text as the server extracted it (may be empty: a scan not read yet). */
  cv: string;
  /** The cover letters of the candidate's applications, one after another. */
  coverLetters: string;
  /** Stored beside the terms for the filters and the tie-break (never shown from the index). */
  status: ResumeStatus;
  createdAt: string;
}

/** The fields a query can match, most specific first (the order a hit's `field` is chosen in). */
export const SEARCH_FIELDS = ['name', 'email', 'phone', 'skills', 'roles', 'cv', 'coverLetters'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Filters applied inside the engine, so totals and pages are those of the filtered set. */
export interface SearchFilter {
  status?: ResumeStatus;
  /** Created at or after this instant (ISO 8601). */
  fromIso?: string;
  /** Created before this instant (ISO 8601, exclusive). */
  toIso?: string;
  /** One skill, whole and case-insensitive. */
  skill?: string;
}

/** One candidate found: ranked by `score` (higher first), newest first on ties. */
export interface SearchHit {
  id: string;
  score: number;
  createdAt: string;
  /** The candidate's name (the Name A-Z order of a search). */
  name: string;
  /** The most specific field that matched. */
  field: SearchField;
  /** The indexed terms the query matched (folded), for marking the snippet. */
  terms: string[];
}

/** The read side: every hit of `query` that passes `filter`, ranked. */
export interface CandidateSearch {
  search(query: string, filter: SearchFilter): Promise<SearchHit[]>;
}

/** Changes to apply to the index: documents added or replaced, ids removed. */
export interface IndexChanges {
  upsert: SearchDocument[];
  remove: string[];
}

/** The write side (one writer at a time: docs/architecture.md#search). */
export interface CandidateIndexWriter {
  apply(changes: IndexChanges): Promise<void>;
  /** Replaces the whole index with `documents`; answers how many and the stored size in bytes. */
  rebuild(documents: AsyncIterable<SearchDocument[]>): Promise<{ documents: number; bytes: number }>;
}
