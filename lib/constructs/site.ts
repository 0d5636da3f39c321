import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { PRERENDERED_ROUTES, routePatternSource, SPA_ROUTES } from '../../functions/contract/spa-routes.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/http/client-address.js';
import { NO_REFERRER_PAGES, referrerPolicyFor } from '../security-headers.js';
import { nagRef, PROJECT_ROOT } from './api-function.js';

/** Where `npm run build:web` writes the SPA. */
export const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');

/**
 * Build files the hashed-assets deployment leaves out: `index.html` and `config.json` go out
 * revalidated instead, and source maps (built for error reports, web/vite.config.ts) are never
 * public, so the sources are not published.
 */
export const SITE_ASSET_EXCLUDE: readonly string[] = [
  '*.html',
  'config.json',
  'sitemap.xml',
  'robots.txt',
  '*.map',
];

/**
 * The build's documents, deployed revalidated (web/build/prerender.ts): the prerendered static
 * pages, the shell of the other pages, the not-found document and the crawler files. The posting
 * pages and the data in /careers and the sitemap are the `sitePages` function's.
 */
export const SITE_DOCUMENTS: readonly string[] = [
  'index.html',
  'careers/index.html',
  'privacy-policy/index.html',
  'app.html',
  '404.html',
  'sitemap.xml',
  'robots.txt',
];

/** Custom domain of the site (context `domainName` + `certificateArn`, an ACM certificate in us-east-1). */
export interface CustomDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

export interface SiteProps {
  /** Host of the HTTP API (`{id}.execute-api.{region}.amazonaws.com`): origin of `/api/*`. */
  readonly apiDomainName: string;
  readonly logsBucket: s3.IBucket;
  /** The security headers of every answer, name → value (lib/security-headers.ts). */
  readonly securityHeaders: Readonly<Record<string, string>>;
  /** Deploy-time settings the SPA reads from `/config.json` (docs/architecture.md#api-conventions). */
  readonly runtimeConfig: Record<string, unknown>;
  readonly customDomain?: CustomDomain;
  /** ARN of the AWS WAF web ACL (CloudFront scope, us-east-1) in front of the distribution. */
  readonly webAclArn?: string;
}

/** The app's pages as CloudFront Functions code: the route patterns and `isPage(uri)`. */
const SPA_PAGES_JS = `var ROUTES = ${JSON.stringify(SPA_ROUTES.map(routePatternSource))};
function isPage(uri) {
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (path === '') path = '/';
  for (var i = 0; i < ROUTES.length; i++) {
    if (new RegExp(ROUTES[i]).test(path)) return true;
  }
  return false;
}
function isFile(uri) {
  return uri.split('/').pop().indexOf('.') !== -1;
}
var PRERENDERED = ${JSON.stringify(PRERENDERED_ROUTES.map(routePatternSource))};
function prerenderedFile(uri) {
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (path === '' || path === '/') return '/index.html';
  for (var i = 0; i < PRERENDERED.length; i++) {
    if (new RegExp(PRERENDERED[i]).test(path)) return path + '/index.html';
  }
  return null;
}
function canonicalUri(uri) {
  if (uri.slice(-11) === '/index.html') {
    var page = uri.slice(0, -11) || '/';
    if (page === '/') return page;
    for (var i = 0; i < PRERENDERED.length; i++) {
      if (new RegExp(PRERENDERED[i]).test(page)) return page;
    }
    return null;
  }
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    var path = uri.replace(/\\/+$/, '') || '/';
    return isPage(path) ? path : null;
  }
  return null;
}
function queryString(qs) {
  var parts = [];
  for (var key in qs) {
    var entry = qs[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var j = 0; j < values.length; j++) {
      parts.push(values[j].value === '' ? key : key + '=' + values[j].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}`;

/**
 * SPA routing without error responses (docs/architecture.md#unknown-paths): CloudFront's custom
 * error responses would apply to every behaviour and turn the API's 403/404 answers into
 * `index.html`. Instead this viewer-request function, on the default (S3) behaviour only, rewrites
 * the prerendered pages (`PRERENDERED_ROUTES`) to their own `{path}/index.html`, the app's other
 * pages (functions/contract/spa-routes.ts) to the shell `/app.html` and any other path without a
 * file extension to `/404.html` (the shell too); files (`/assets/x.js`, `/config.json`) pass.
 * Another spelling of a page (a trailing slash, a prerendered page's `index.html`) is answered with
 * a 301 to its canonical address, query kept (`canonicalPagePath` in functions/contract/spa-routes.ts).
 */
export const SPA_REWRITE = `${SPA_PAGES_JS}
function handler(event) {
  var request = event.request;
  var canonical = canonicalUri(request.uri);
  if (canonical) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: canonical + queryString(request.querystring || {}) },
        'cache-control': { value: 'max-age=3600' },
      },
    };
  }
  if (isFile(request.uri)) return request;
  var prerendered = prerenderedFile(request.uri);
  request.uri = prerendered ? prerendered : isPage(request.uri) ? '/app.html' : '/404.html';
  return request;
}`;

/**
 * The viewer-response half: the not-found document is answered with status 404, so crawlers see
 * an unknown path as missing (no soft 404) while people still get the app's "Page not found".
 * It checks the path itself too, whether CloudFront hands it the rewritten URI or the viewer's.
 */
export const SPA_NOT_FOUND_STATUS = `${SPA_PAGES_JS}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  if (uri === '/404.html' || (!isFile(uri) && !isPage(uri))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;

/**
 * The public entry of the product (docs/architecture.md#parts): a private S3 bucket holding the SPA build,
 * served by CloudFront through Origin Access Control, HTTPS only (HTTP redirects), and the HTTP
 * API on the same domain under `/api/*` (caching disabled, every viewer header but Host
 * forwarded), so the browser needs no CORS. Every answer carries the same security headers as the
 * local gateway. The build (`web/dist`) is deployed when it exists (synth works without one);
 * `/config.json` is always written by the stack. Access logs go to the logs bucket.
 *
 * Requests to the API carry the origin-verify header with a secret generated per stack in Secrets
 * Manager ({@link originVerifySecret}); the API functions get the same value, trust CloudFront's
 * viewer address only with it and refuse requests without it (functions/core/http/client-address.ts).
 */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The origin-verify secret: CloudFront sends it to the API, the API functions check it. */
  readonly originVerifySecret: secretsmanager.Secret;
  private readonly customDomain: CustomDomain | undefined;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.customDomain = props.customDomain;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      // Retained like the other buckets, so a teardown never fails on a non-empty bucket.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the site and the API (lib/security-headers.ts)',
      ...responseHeadersPolicyBehaviors(props.securityHeaders),
    });
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Prerendered pages to their file, other app pages to /app.html, the rest to /404.html',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const notFoundStatus = new cloudfront.Function(this, 'SpaNotFoundStatus', {
      comment: 'Status 404 for the not-found document',
      code: cloudfront.FunctionCode.fromInline(SPA_NOT_FOUND_STATUS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront sends to the HTTP API to prove a request came through the site',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value lives in the distribution and the API functions at once: rotating it means a redeploy of both, ' +
        'so it is replaced by replacing the secret. It only proves that a request passed CloudFront (and its WAF); ' +
        'it protects no data.',
    });
    const domain = props.customDomain;
    const siteBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [
        { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: notFoundStatus, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
      compress: true,
    };
    // The same headers with no Referer at all, for pages that may hold a secret in their address.
    const noReferrerHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeadersNoReferrer', {
      comment:
        'Security headers with Referrer-Policy no-referrer (lib/security-headers.ts NO_REFERRER_PAGES)',
      ...responseHeadersPolicyBehaviors({
        ...props.securityHeaders,
        'Referrer-Policy': referrerPolicyFor(NO_REFERRER_PAGES[0]),
      }),
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Cork careers site and API',
      defaultRootObject: 'index.html',
      defaultBehavior: siteBehavior,
      additionalBehaviors: {
        ...Object.fromEntries(
          NO_REFERRER_PAGES.map((page) => [
            `${page}*`,
            { ...siteBehavior, responseHeadersPolicy: noReferrerHeaders },
          ]),
        ),
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          // No redirect for the API: a redirected POST would lose its body.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(domain && {
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        domainNames: [domain.domainName],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
      }),
    });

    this.deployContent(props.runtimeConfig);
    this.acknowledgeFindings(Boolean(domain), Boolean(props.webAclArn));
  }

  /** `https://` + the custom domain, or the distribution's `*.cloudfront.net` name. */
  get origin(): string {
    return `https://${this.customDomain?.domainName ?? this.distribution.domainName}`;
  }

  /**
   * Hashed build assets are immutable (cached for a year); `index.html` and `/config.json` are
   * revalidated on every load so a deploy is visible at once without an invalidation. Nothing is
   * pruned: a browser still running the previous `index.html` can load its chunks.
   */
  private deployContent(runtimeConfig: Record<string, unknown>): void {
    const deploy = (id: string, sources: s3deploy.ISource[], cacheControl: string) =>
      new s3deploy.BucketDeployment(this, id, {
        sources,
        destinationBucket: this.bucket,
        cacheControl: [s3deploy.CacheControl.fromString(cacheControl)],
        prune: false,
        memoryLimit: 512,
      });
    const built = existsSync(join(WEB_DIST, 'index.html'));
    if (built) {
      deploy(
        'Assets',
        [s3deploy.Source.asset(WEB_DIST, { exclude: [...SITE_ASSET_EXCLUDE] })],
        'public, max-age=31536000, immutable',
      );
    }
    deploy(
      'Revalidated',
      [
        s3deploy.Source.jsonData('config.json', runtimeConfig),
        // 404.html is the shell: the app renders its not-found page for the viewer's path.
        ...(built
          ? SITE_DOCUMENTS.filter((name) => existsSync(join(WEB_DIST, name))).map((name) =>
              s3deploy.Source.data(name, readFileSync(join(WEB_DIST, name), 'utf8')),
            )
          : []),
      ],
      'no-cache',
    );
    this.acknowledgeDeploymentHandler();
  }

  /**
   * CDK's singleton BucketDeployment handler (a CDK-owned Python function and role at stack level)
   * cannot be configured; its findings are acknowledged here, where it is created.
   */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    const ack = (id: string, reason: string) =>
      Validations.of(handler).acknowledge({ id: `AwsSolutions-${id}`, reason });
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const qualifier: string =
      stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assets = `arn:${shown(stack.partition, 'Partition')}:s3:::cdk-${qualifier}-assets-${shown(stack.account, 'AccountId')}-${shown(stack.region, 'Region')}/*`;
    const copyReason =
      'CDK-owned deployment handler: copies the build from the CDK asset bucket into the site bucket';
    ack(
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK-owned deployment handler: the AWS managed basic execution policy only lets it write its own logs.',
    );
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      ack(`IAM5[Action::${action}]`, `${copyReason}; CDK's bucket grants use these action groups.`);
    }
    ack(`IAM5[Resource::${assets}]`, `${copyReason}: read access to the stack's asset objects.`);
    ack(`IAM5[Resource::${nagRef(this.bucket)}/*]`, `${copyReason}: write access to the site's objects.`);
    ack(
      'L1',
      'CDK-owned deployment handler: CDK pins its runtime (Python, AWS CLI layer) and upgrades it with aws-cdk-lib.',
    );
  }

  private acknowledgeFindings(customDomain: boolean, webAcl: boolean): void {
    const ack = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    ack('AwsSolutions-CFR1', 'A recruitment site open to applicants from any country: no geo restriction.');
    if (!webAcl) {
      ack(
        'AwsSolutions-CFR2',
        'Built without the edge stack: no WAF web ACL. The API is throttled per stage and per client address, and ' +
          'validates every input; the bucket only serves static files.',
      );
    }
    if (!customDomain) {
      ack(
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose TLS policy CloudFront ' +
          'fixes; deploy with -c domainName=... -c certificateArn=... to get TLSv1.2_2021.',
      );
    }
  }
}

/**
 * Adapter from a header map (`lib/security-headers.ts`: name → value, as the local gateway sends
 * them) to CloudFront's response headers policy: the five headers CloudFront models as security
 * headers go to `securityHeadersBehavior`, anything else to `customHeadersBehavior`; every header
 * overrides what an origin sends, so the API's answers carry the same set.
 */
export function responseHeadersPolicyBehaviors(
  headers: Readonly<Record<string, string>>,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: cloudfront.ResponseSecurityHeadersBehavior = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  const mutable = security as { -readonly [K in keyof typeof security]: (typeof security)[K] };
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        mutable.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
        if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
        mutable.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(maxAge)),
          includeSubdomains: /includeSubDomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff')
          throw new Error(`X-Content-Type-Options must be nosniff: ${value}`);
        mutable.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const option = value.toUpperCase() as cloudfront.HeadersFrameOption;
        if (!Object.values(cloudfront.HeadersFrameOption).includes(option)) {
          throw new Error(`X-Frame-Options not supported by CloudFront: ${value}`);
        }
        mutable.frameOptions = { frameOption: option, override: true };
        break;
      }
      case 'referrer-policy': {
        const policy = value.toLowerCase() as cloudfront.HeadersReferrerPolicy;
        if (!Object.values(cloudfront.HeadersReferrerPolicy).includes(policy)) {
          throw new Error(`Referrer-Policy not supported by CloudFront: ${value}`);
        }
        mutable.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length > 0 && { customHeadersBehavior: { customHeaders: custom } }),
  };
}
