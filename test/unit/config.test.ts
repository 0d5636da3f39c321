/**
 * The deploy-time settings (functions/core/config.ts): parsed once from the environment, a missing
 * required value and a malformed one both fail clearly (docs/architecture.md#api-conventions).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { config, ENV, optionalConfig, reloadConfig } from '../../functions/core/config.js';
import { ConfigurationError } from '../../functions/core/errors.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  reloadConfig();
});

/** The `problem` of the ConfigurationError `read` throws (the client sees only a generic 503 text). */
function problemOf(read: () => unknown): string | undefined {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigurationError);
    return (err as ConfigurationError).problem;
  }
  return undefined;
}

describe('config', () => {
  it('reads a set value, treats an empty one as unset and parses once', () => {
    process.env[ENV.tableName] = 'careers-table';
    process.env[ENV.mailFrom] = '';
    reloadConfig();
    expect(config('tableName')).toBe('careers-table');
    expect(optionalConfig('mailFrom')).toBeUndefined();
    // Kept from the first parse until reloaded.
    process.env[ENV.tableName] = 'other-table';
    expect(config('tableName')).toBe('careers-table');
  });

  it('names a missing required value', () => {
    delete process.env[ENV.cvBucket];
    reloadConfig();
    expect(problemOf(() => config('cvBucket'))).toBe('missing configuration: CV_BUCKET');
  });

  it('names every malformed value: URLs must be absolute, flags true or false', () => {
    process.env[ENV.siteOrigin] = 'careers.example.ie';
    process.env[ENV.s3ForcePathStyle] = 'yes';
    process.env[ENV.wsManagementEndpoint] = 'https://abc.execute-api.eu-west-1.amazonaws.com/prod';
    reloadConfig();
    const problem = problemOf(() => optionalConfig('tableName'));
    expect(problem).toBe(
      'malformed configuration: S3_FORCE_PATH_STYLE: must be "true" or "false"; SITE_ORIGIN: must be an absolute URL',
    );
  });
});
