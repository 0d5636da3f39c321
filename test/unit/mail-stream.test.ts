/**
 * The mail outbox's stream filter (docs/architecture.md#mail): the cloud mapping's pattern and the
 * local poller's rule pick the same records, a mail item written `queued`, and nothing else: not a
 * mail written already claimed by its sender (`sendMail`), not a later change of a mail item, not
 * another item.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_STREAM_FILTER_PATTERN, queuedMailOf } from '../../functions/core/data/sent-mails.js';
import { MAIL_STREAM, SEARCH_STREAM } from '../../lib/local/gateway/streams.js';

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, state?: string) => ({
  eventName,
  dynamodb: {
    Keys: { pk: { S: pk }, sk: { S: pk.startsWith('MAIL#') ? 'MAIL' : 'PROFILE' } },
    ...(state ? { NewImage: { state: { S: state } } } : {}),
  },
});

describe('the mail outbox stream filter', () => {
  it('selects a mail item written queued, by its hash', () => {
    expect(MAIL_STREAM.select(record('INSERT', 'MAIL#abc', 'queued') as never)).toBe(true);
    expect(queuedMailOf({ eventName: 'INSERT', pk: 'MAIL#abc', state: 'queued' })).toBe('abc');
    // The Lambda event the local poller hands over carries keys only: its own filter checked the state.
    expect(queuedMailOf({ eventName: 'INSERT', pk: 'MAIL#abc' })).toBe('abc');
  });

  it('leaves a mail written claimed, a later change, a removal and other items alone', () => {
    for (const r of [
      record('INSERT', 'MAIL#abc', 'sending'),
      record('MODIFY', 'MAIL#abc', 'queued'),
      record('REMOVE', 'MAIL#abc'),
      record('INSERT', 'USER#1', 'queued'),
    ])
      expect(MAIL_STREAM.select(r as never), JSON.stringify(r)).toBe(false);
  });

  it('is the cloud mapping’s pattern: INSERT of a MAIL# key whose new image is queued', () => {
    expect(MAIL_STREAM_FILTER_PATTERN).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { pk: { S: [{ prefix: 'MAIL#' }] } }, NewImage: { state: { S: ['queued'] } } },
    });
  });

  it('each consumer keeps its own checkpoint; the search indexer waits for its batching window, the outbox does not', () => {
    expect(MAIL_STREAM.name).not.toBe(SEARCH_STREAM.name);
    expect(MAIL_STREAM.batchWindowMs).toBe(0);
    expect(SEARCH_STREAM.batchWindowMs).toBeGreaterThan(0);
    expect(SEARCH_STREAM.select(record('INSERT', 'MAIL#abc', 'queued') as never)).toBe(false);
  });
});
