/**
 * Business metrics and traces (docs/operations.md#observability): each business event is one CloudWatch
 * embedded-metric-format line on stdout in the `CorkCareers` namespace with its dimensions; every
 * metric of BUSINESS_METRICS is counted somewhere in the functions; the tracer stays off outside
 * Lambda and a traced handler answers what the handler answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_METRICS,
  countEvent,
  METRICS_NAMESPACE,
  SERVICE_NAME,
  traced,
  tracer,
} from '../../functions/core/observability.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

interface Emf {
  _aws: {
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  [key: string]: unknown;
}

/** The EMF lines written to stdout while `run` runs. */
function emfLines(run: () => void): Emf[] {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return written
    .flatMap((w) => w.split('\n'))
    .filter((l) => l.includes('"_aws"'))
    .map((l) => JSON.parse(l) as Emf);
}

afterEach(() => vi.restoreAllMocks());

describe('business metrics', () => {
  it('writes one EMF line per event in the namespace, dimension service only, details as metadata', () => {
    const lines = emfLines(() => countEvent('CvRejected', { reason: 'too-large' }));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const [directive] = line._aws.CloudWatchMetrics;
    expect(directive?.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive?.Metrics).toEqual([{ Name: 'CvRejected', Unit: 'Count' }]);
    // A detail is no dimension: CloudWatch would bill each of its values as a metric.
    expect(directive?.Dimensions.flat()).toEqual(['service']);
    expect(line.CvRejected).toBe(1);
    expect(line.reason).toBe('too-large');
    expect(line.service).toBe(SERVICE_NAME);
  });

  it('counts an event without dimensions under the service alone', () => {
    const [line] = emfLines(() => countEvent('SearchRun'));
    expect(line?._aws.CloudWatchMetrics[0]?.Dimensions.flat()).toEqual(['service']);
    expect(line?.SearchRun).toBe(1);
  });

  it('counts every business metric somewhere in the functions', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !path.endsWith('observability.ts'))
          sources.push(readFileSync(path, 'utf8'));
      }
    };
    walk(join(PROJECT_ROOT, 'functions'));
    const all = sources.join('\n');
    for (const metric of Object.keys(BUSINESS_METRICS)) {
      expect(all, metric).toContain(`countEvent('${metric}'`);
    }
  });
});

describe('tracing', () => {
  it('is off outside Lambda, and a traced handler answers what the handler answers', async () => {
    expect(process.env.AWS_EXECUTION_ENV).toBeUndefined();
    expect(tracer.isTracingEnabled()).toBe(false);
    const handler = traced(async (event: { n: number }) => ({ doubled: event.n * 2 }));
    await expect(handler({ n: 21 })).resolves.toEqual({ doubled: 42 });
    const failing = traced(async (_event: unknown) => {
      throw new Error('boom');
    });
    await expect(failing({})).rejects.toThrow('boom');
  });
});
