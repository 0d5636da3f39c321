/**
 * Deploy-time settings, parsed from the environment once per cold start (zod/mini: the functions
 * that validate no request body carry only its small core). The CDK stack sets these on
 * every function; the local gateway sets them in its own process before it imports a handler.
 * Service endpoints are NOT here: the AWS SDK reads `AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`,
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, ... natively (docs/architecture.md#parts).
 */
import * as z from 'zod/mini';
import { ConfigurationError } from './errors.js';

/** Names of every variable the functions read. One source for the stack and the local gateway. */
export const ENV = {
  tableName: 'TABLE_NAME',
  cvBucket: 'CV_BUCKET',
  candidatePoolId: 'CANDIDATE_USER_POOL_ID',
  candidateClientId: 'CANDIDATE_USER_POOL_CLIENT_ID',
  adminPoolId: 'ADMIN_USER_POOL_ID',
  adminClientId: 'ADMIN_USER_POOL_CLIENT_ID',
  /** `https://{api-id}.execute-api.{region}.amazonaws.com/{stage}` or the local gateway's origin. */
  wsManagementEndpoint: 'WS_MANAGEMENT_ENDPOINT',
  /** Path-style S3 URLs (s3rver needs them). */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /** Public origin of the site, used in links (`https://careers.example.ie` / `http://localhost:3000`). */
  siteOrigin: 'SITE_ORIGIN',
  /** SES sender identity of every mail (core/mail.ts); unset = mail off. */
  mailFrom: 'MAIL_FROM',
  /** The company's inbox, where contact messages go. */
  mailTo: 'MAIL_TO',
  /** The SES configuration set whose bounce and complaint events are published (cloud only). */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /**
   * The secret CloudFront sends in the origin-verify header (core/http/client-address.ts). Set in
   * the cloud, where requests without it are refused; unset locally, where there is no CloudFront.
   */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
  /** Name of the OCR function (`eventFunctions.cvOcr`) that `cv-received` starts for scanned CVs. */
  ocrFunctionName: 'CV_OCR_FUNCTION_NAME',
  /**
   * Multiplies every rate limit (core/rate-limit.ts); unset = 1. Only the bench sets it, where one
   * load generator on one address stands for many visitors; the CDK stack never does.
   */
  rateLimitScale: 'RATE_LIMIT_SCALE',
} as const;

export type EnvKey = keyof typeof ENV;

/** A set variable must have the shape given; an unset or empty one is absent (see `loaded`). */
const setting = <S extends z.ZodMiniType>(shape: S) => z.optional(shape);

/** What each variable may hold. All are optional here: each function gets only the ones it uses. */
const SETTINGS = z.object({
  tableName: setting(z.string()),
  cvBucket: setting(z.string()),
  candidatePoolId: setting(z.string()),
  candidateClientId: setting(z.string()),
  adminPoolId: setting(z.string()),
  adminClientId: setting(z.string()),
  wsManagementEndpoint: setting(z.url()),
  s3ForcePathStyle: setting(z.enum(['true', 'false'])),
  siteOrigin: setting(z.url()),
  mailFrom: setting(z.string()),
  mailTo: setting(z.string()),
  mailConfigurationSet: setting(z.string()),
  originVerifySecret: setting(z.string()),
  ocrFunctionName: setting(z.string()),
  rateLimitScale: setting(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/))),
});

export type Settings = z.output<typeof SETTINGS>;

let settings: Settings | undefined;

/**
 * The settings, parsed from the environment at the first use (a cold start) and kept. Throws
 * `ConfigurationError` naming every malformed variable (answered 503, details in the log only).
 */
function loaded(): Settings {
  if (settings) return settings;
  const raw = Object.fromEntries(
    Object.entries(ENV).map(([key, name]) => [key, process.env[name] || undefined]),
  );
  const parsed = SETTINGS.safeParse(raw);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${ENV[i.path[0] as EnvKey]}: ${i.message}`);
    throw new ConfigurationError(`malformed configuration: ${names.join('; ')}`);
  }
  settings = parsed.data;
  return settings;
}

/**
 * Reads the environment again. For the local platform only, where one process hosts the functions
 * and a test points them at another table after they were first used.
 */
export function reloadConfig(): void {
  settings = undefined;
}

/**
 * The value of a required setting. Throws `ConfigurationError` (`missing configuration: NAME`) when
 * it is unset: a deployment defect, answered 503 by the http layer (docs/architecture.md#api-conventions).
 */
export function config(key: EnvKey): string {
  const value = loaded()[key];
  if (!value) throw new ConfigurationError(`missing configuration: ${ENV[key]}`);
  return value;
}

/** The value of an optional setting, or `undefined`. */
export function optionalConfig(key: EnvKey): string | undefined {
  return loaded()[key];
}
