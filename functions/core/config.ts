/**
 * Deploy-time settings, parsed from the environment once per cold start. The check is a table of
 * shapes over Node's own `URL.canParse`, not zod: functions that validate no request body (the
 * WebSocket authorizer, the sweep, the notification counters) would otherwise carry zod's core,
 * ~16 KB each (docs/architecture.md#decisions: config without zod). The CDK stack sets these on
 * every function; the local gateway sets them in its own process before it imports a handler.
 * Service endpoints are NOT here: the AWS SDK reads `AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`,
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, ... natively (docs/architecture.md#parts).
 */
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
  /** Name of `cv-received` (`eventFunctions.cvReceived`), to which the scheduled sweep hands an upload stuck in quarantine. */
  cvReceivedFunctionName: 'CV_RECEIVED_FUNCTION_NAME',
  /** Name of the search indexer (`eventFunctions.searchIndexer`) a search asks for a rebuild of an unreadable index. */
  searchIndexerFunctionName: 'SEARCH_INDEXER_FUNCTION_NAME',
  /** Name of the function (`eventFunctions.sitePages`) that rewrites the public pages when a posting changes. */
  sitePagesFunctionName: 'SITE_PAGES_FUNCTION_NAME',
  /** The site bucket the prerendered pages are written to (cloud). */
  siteBucket: 'SITE_BUCKET',
  /** The CloudFront distribution whose cached pages are invalidated after a rewrite (cloud). */
  siteDistributionId: 'SITE_DISTRIBUTION_ID',
  /** Local only: the directory the gateway serves (`web/dist`), written instead of the site bucket. */
  siteDir: 'SITE_DIR',
  /**
   * Multiplies every rate limit (core/rate-limit.ts); unset = 1. Only the bench sets it, where one
   * load generator on one address stands for many visitors; the CDK stack never does.
   */
  rateLimitScale: 'RATE_LIMIT_SCALE',
} as const;

export type EnvKey = keyof typeof ENV;

/** A variable's shape: any text, an absolute URL, `true` / `false`, or a whole number 1-999999. */
type Shape = 'text' | 'url' | 'boolean' | 'count';

/** What each variable may hold. All are optional here: each function gets only the ones it uses. */
const SETTINGS = {
  tableName: 'text',
  cvBucket: 'text',
  candidatePoolId: 'text',
  candidateClientId: 'text',
  adminPoolId: 'text',
  adminClientId: 'text',
  wsManagementEndpoint: 'url',
  s3ForcePathStyle: 'boolean',
  siteOrigin: 'url',
  mailFrom: 'text',
  mailTo: 'text',
  mailConfigurationSet: 'text',
  originVerifySecret: 'text',
  ocrFunctionName: 'text',
  cvReceivedFunctionName: 'text',
  searchIndexerFunctionName: 'text',
  sitePagesFunctionName: 'text',
  siteBucket: 'text',
  siteDistributionId: 'text',
  siteDir: 'text',
  rateLimitScale: 'count',
} as const satisfies Record<EnvKey, Shape>;

/** Why a set value does not have its shape, or undefined when it has. */
const PROBLEM: Record<Shape, (value: string) => string | undefined> = {
  text: () => undefined,
  url: (v) => (URL.canParse(v) ? undefined : 'must be an absolute URL'),
  boolean: (v) => (v === 'true' || v === 'false' ? undefined : 'must be "true" or "false"'),
  count: (v) => (/^[1-9][0-9]{0,5}$/.test(v) ? undefined : 'must be a whole number from 1 to 999999'),
};

/** The parsed settings: an unset or empty variable is absent. */
export type Settings = Partial<Record<EnvKey, string>>;

let settings: Settings | undefined;

/**
 * The settings, parsed from the environment at the first use (a cold start) and kept. Throws
 * `ConfigurationError` naming every malformed variable (answered 503, details in the log only).
 */
function loaded(): Settings {
  if (settings) return settings;
  const parsed: Settings = {};
  const problems: string[] = [];
  for (const [key, shape] of Object.entries(SETTINGS) as [EnvKey, Shape][]) {
    const value = process.env[ENV[key]] || undefined;
    if (value === undefined) continue;
    const problem = PROBLEM[shape](value);
    if (problem) problems.push(`${ENV[key]}: ${problem}`);
    else parsed[key] = value;
  }
  if (problems.length) throw new ConfigurationError(`malformed configuration: ${problems.join('; ')}`);
  settings = parsed;
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
