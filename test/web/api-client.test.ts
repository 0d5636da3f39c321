/**
 * The SPA's API client and date formatting (docs/requirements.md#api-calls "Base": 204 and error answers;
 * functions/contract/dates.ts: en-IE, Europe/Dublin).
 */
import { formatDate, isoDay } from '@functions/contract/dates';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiPath, apiRequest } from '@/lib/api';

describe('apiRequest', () => {
  it('answers a 204 with no data, not an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const envelope = await apiRequest<{ jobTitles: unknown[] }>('GET', apiPath('/admin/job-titles'));
    expect(envelope).toEqual({ success: true });
    expect(envelope.data).toBeUndefined();
  });

  it("throws the server's message on an error answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Job title not found' }, { status: 404 })),
    );
    const request = apiRequest('PUT', apiPath('/admin/job-titles/{id}/pause', { id: 'a/b' }));
    await expect(request).rejects.toEqual(
      new ApiError('Job title not found', 404, undefined, { success: false, message: 'Job title not found' }),
    );
  });

  it('fills route parameters URL-encoded', () => {
    expect(apiPath('/admin/departments/{id}/reactivate', { id: 'a/b' })).toBe(
      '/admin/departments/a%2Fb/reactivate',
    );
  });
});

describe('formatDate and isoDay', () => {
  it('writes each style in Irish English', () => {
    expect(formatDate('2026-03-03', 'longDay')).toBe('3 March 2026');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-03-03T10:00:00Z', 'month')).toBe('Mar 2026');
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it('uses Dublin time, summer time included', () => {
    expect(formatDate('2026-07-22T13:05:00Z', 'dateTime')).toBe('22 Jul 2026, 14:05');
    expect(isoDay(new Date('2026-07-22T23:30:00Z'))).toBe('2026-07-23');
    expect(isoDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
