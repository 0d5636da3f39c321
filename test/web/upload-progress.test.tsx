/**
 * The presigned POST reports the bytes sent (docs/requirements.md#public-messages: the upload's
 * progress bar; issue 38 item 10): `sendToPresignedPost` tells its `onProgress` of each upload
 * progress event of the request, ends at the whole body once it is sent, and still maps the file
 * store's refusals and a lost connection to `UploadError`. A fake XMLHttpRequest plays the browser.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadProgressBar } from '@/components/UploadProgressBar';
import { sendToPresignedPost, UploadError, type UploadProgress } from '@/lib/upload';

/** The last fake request made, with handles to play its events. */
let last: FakeXhr | undefined;

class FakeTarget {
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

class FakeXhr extends FakeTarget {
  readonly upload = new FakeTarget();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = true;
  constructor() {
    super();
    last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** The body goes out in `steps` progress events of `total` bytes, then S3 answers `status`. */
  play(total: number, steps: number[], status: number, text = '') {
    for (const loaded of steps) this.upload.fire('progress', { lengthComputable: true, loaded, total });
    this.upload.fire('load');
    this.status = status;
    this.responseText = text;
    this.fire('load');
  }
}

const presigned = { url: 'http://bucket.test/cvs', fields: { key: 'uploads/a/b', policy: 'p' } };
const file = new Blob([new Uint8Array(5000)], { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  last = undefined;
});

describe('sendToPresignedPost', () => {
  it('reports the bytes sent from 0 to the whole body, then resolves on the store 204', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const sent = sendToPresignedPost(presigned, file, (p) => seen.push(p));
    expect(last!.method).toBe('POST');
    expect(last!.url).toBe(presigned.url);
    expect(last!.withCredentials).toBe(false);
    const form = last!.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    last!.play(5400, [1000, 2700, 5400], 204);
    await sent;
    expect(seen).toEqual([
      { sent: 0, total: 5000 },
      { sent: 1000, total: 5400 },
      { sent: 2700, total: 5400 },
      { sent: 5400, total: 5400 },
      { sent: 5400, total: 5400 },
    ]);
    // Never backwards, never past the total.
    for (const [i, p] of seen.entries()) {
      expect(p.sent).toBeLessThanOrEqual(p.total);
      if (i > 0) expect(p.sent).toBeGreaterThanOrEqual(seen[i - 1]!.sent);
    }
  });

  it("says the store's reason when it refuses the file", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = sendToPresignedPost(presigned, file, () => {});
    last!.play(5400, [5400], 400, '<Error><Code>EntityTooLarge</Code><Message>Too big</Message></Error>');
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).reason).toBe('Too big (status 400)');
    expect((error as UploadError).status).toBe(400);
  });

  it('says the connection failed when the request errors', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = sendToPresignedPost(presigned, file);
    last!.fire('error');
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).reason).toMatch(/could not be sent/);
  });
});

describe('UploadProgressBar', () => {
  it('is a progress bar named by the percent sent, then by the check, and nothing before a report', () => {
    const { rerender, container } = render(<UploadProgressBar progress={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<UploadProgressBar progress={{ sent: 2100, total: 5000 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Sending your CV: 42%' });
    expect((bar as HTMLProgressElement).value).toBe(42);
    expect((bar as HTMLProgressElement).max).toBe(100);
    rerender(<UploadProgressBar progress={{ sent: 5000, total: 5000 }} />);
    expect(
      (screen.getByRole('progressbar', { name: 'CV sent. Checking your file...' }) as HTMLProgressElement)
        .value,
    ).toBe(100);
  });
});
