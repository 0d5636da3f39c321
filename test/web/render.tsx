/**
 * Rendering helpers for component tests: a fresh query cache and a memory router around the
 * component, and a `fetch` stub that answers the API calls the component makes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders `ui` with its providers; answers the Testing Library queries and a user-event session. */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // People can switch the file dialog to "All files": the accept filter must not hide bad files.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

type Answer = { status?: number; body?: unknown } | Error;

/**
 * Replaces `fetch`: each request is answered by `route(method, path, body)` (path below the
 * origin, e.g. `/api/v1/contact`). Returns the mock to inspect the calls.
 */
export function stubFetch(route: (method: string, path: string, body: unknown) => Answer | Promise<Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer = await route(method, url.pathname, body);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? { success: true }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The job titles answer of `GET /public/job-titles`. */
export const jobTitlesAnswer = (names: string[]) => ({
  body: {
    success: true,
    data: {
      jobTitles: names.map((name, i) => ({ _id: `t${i}`, name, status: 'active', isDeleted: false })),
    },
  },
});

/** A file of `size` bytes. */
export function fileOf(name: string, size: number, type: string): File {
  const bytes = new Uint8Array(size);
  // The forms check the first bytes before sending: give PDF and Word names their real signatures.
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'pdf') bytes.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, size));
  if (ext === 'doc') bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].slice(0, size));
  return new File([bytes], name, { type });
}

export const PDF_TYPE = 'application/pdf';
