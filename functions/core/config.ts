/**
 * Deploy-time settings, read from the environment once per cold start. The CDK stack sets these on
 * every function; the local gateway sets them in its own process before it imports a handler.
 * Service endpoints are NOT here: the AWS SDK reads `AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`,
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, ... natively (DESIGN.md §1).
 */

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
  /** SES sender identity for the contact form (cloud only). */
  mailFrom: 'MAIL_FROM',
  mailTo: 'MAIL_TO',
  /**
   * How the contact form's mail leaves: `ses` (the cloud default when MAIL_FROM is set) or `log`
   * (the local stack: there is no SES locally, so the message is stored and noted in the log).
   */
  mailTransport: 'MAIL_TRANSPORT',
  /** Name of the OCR function (`eventFunctions.cvOcr`) that `cv-received` starts for scanned CVs. */
  ocrFunctionName: 'CV_OCR_FUNCTION_NAME',
} as const;

export type EnvKey = keyof typeof ENV;

/**
 * The value of a setting. Throws `Error('missing configuration: NAME')` when a required one is unset:
 * that is a deployment defect, answered as 503 by the http layer.
 */
export function config(key: EnvKey): string {
  const value = process.env[ENV[key]];
  if (!value) throw new Error(`missing configuration: ${ENV[key]}`);
  return value;
}

/** The value of an optional setting, or `undefined`. */
export function optionalConfig(key: EnvKey): string | undefined {
  return process.env[ENV[key]] || undefined;
}
