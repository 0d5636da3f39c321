/**
 * The credential provider of the Lambda bundles. Lambda hands a function its execution role's
 * credentials in environment variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), so the SDK's default chain (profiles, SSO, web identity, instance metadata,
 * with their STS/SSO clients: ~56 KB per bundle) is never needed there. The bundler aliases
 * `@aws-sdk/credential-provider-node` to this module (`LAMBDA_ALIASES` in
 * `lib/constructs/api-function.ts`); local runs are not bundled and keep the default chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** Same name and shape as `@aws-sdk/credential-provider-node`'s export; its options are not needed. */
export const defaultProvider = (_init?: unknown) => fromEnv();
