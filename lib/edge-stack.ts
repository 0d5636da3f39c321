import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** AWS WAF keeps web ACLs of CloudFront distributions in this region only. */
export const EDGE_REGION = 'us-east-1';

/**
 * Requests one client address may send within {@link WAF_RATE_WINDOW_SECONDS}, across the site and
 * the API. A visitor loads the SPA (a few dozen files, cached afterwards) and calls the API a few
 * times per screen; an admin paging through CVs stays far below. Past it, WAF answers 403 until the
 * address slows down.
 */
export const WAF_RATE_LIMIT = 1000;
/** The window WAF counts a rate-based rule over (seconds). */
export const WAF_RATE_WINDOW_SECONDS = 300;

/**
 * Rules of the common rule set that only count instead of blocking. `SizeRestrictions_BODY` blocks
 * bodies over 8 KB, while the API takes JSON bodies up to its own limits (16 KB contact messages)
 * and answers larger ones with 413 itself (functions/core/http/api.ts).
 */
export const COMMON_RULES_COUNTED = ['SizeRestrictions_BODY'] as const;

/**
 * The edge stack, deployed in us-east-1 next to the app stack: the AWS WAF web ACL of the site's
 * CloudFront distribution (CloudFront-scope web ACLs exist only in us-east-1). The app stack reads
 * the ACL's ARN through a cross-region reference (SSM parameters CDK writes in the app's region), so
 * `cdk deploy --all` deploys this stack first. Rules, in order: a rate-based limit per client
 * address ({@link WAF_RATE_LIMIT}), then AWS's managed common rule set (OWASP-style bad input).
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      description: 'Cork careers site and API: rate limit per address, AWS common rule set',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('cork-careers-web-acl'),
      rules: [
        {
          name: 'RateLimitPerAddress',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_RATE_LIMIT,
              evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('rate-limit-per-address'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: COMMON_RULES_COUNTED.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
          visibilityConfig: visibility('aws-common-rule-set'),
        },
      ],
    });
  }
}
