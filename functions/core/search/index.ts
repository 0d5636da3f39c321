/**
 * The search adapters in use (docs/architecture.md#search): MiniSearch in S3. An OpenSearch
 * Serverless adapter would be chosen here, by configuration, implementing the same interfaces.
 */
import type { CandidateIndexWriter, CandidateSearch } from './engine.js';
import { miniSearchReader, miniSearchWriter } from './minisearch-s3.js';

export const candidateSearch = (): CandidateSearch => miniSearchReader;
export const candidateIndexWriter = (): CandidateIndexWriter => miniSearchWriter;
