/**
 * CDK app entry (`cdk synth`, `cdk deploy --all`; cdk.json runs it with tsx). Two stacks per stage:
 * `-c stage=prod` deploys `CorkCareers-prod` (in the account's default region, else eu-west-1) and
 * `CorkCareers-prod-edge` (us-east-1: the WAF web ACL of its CloudFront distribution, lib/edge-stack.ts;
 * the app stack references it across regions, which needs a concrete region). Optional context: `domainName` +
 * `certificateArn` (custom domain, ACM certificate in us-east-1), `mailFrom` / `mailTo` (SES,
 * contact form), `alarmEmail`, `wsAccessLogs=true`. cdk-nag's AwsSolutions checks run on every
 * synth as a policy-validation plugin: an unacknowledged error fails the synth.
 */
import { pathToFileURL } from 'node:url';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AppStack } from '../lib/app-stack.js';
import { EDGE_REGION, EdgeStack } from '../lib/edge-stack.js';

/** Region of the app stack when the CLI gives none (README: deployment). */
export const DEFAULT_REGION = 'eu-west-1';

/** Builds the app and its stacks; tests call it with cdk.json's context. */
export function createApp(props: AppProps = {}): { app: App; stack: AppStack; edge: EdgeStack } {
  const app = new App(props);
  const ctx = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const stage = ctx('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,11}$/.test(stage)) {
    throw new Error(`stage must be 1-12 lower-case letters, digits or dashes: ${stage}`);
  }
  const domainName = ctx('domainName');
  const certificateArn = ctx('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'a custom domain needs both -c domainName=... and -c certificateArn=... (ACM, us-east-1)',
    );
  }
  const mailFrom = ctx('mailFrom');
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const tags = { project: 'cork-careers', stage };
  const edge = new EdgeStack(app, `CorkCareers-${stage}-edge`, {
    description: `Cork careers WAF web ACL of the CloudFront distribution (${stage})`,
    env: { account, region: EDGE_REGION },
    tags,
  });
  const stack = new AppStack(app, `CorkCareers-${stage}`, {
    description: `Cork careers site, API and CV collection (${stage})`,
    env: { account, region: process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION },
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    mail: mailFrom ? { from: mailFrom, to: ctx('mailTo') ?? mailFrom } : undefined,
    alarmEmail: ctx('alarmEmail'),
    wsAccessLogs: ctx('wsAccessLogs') === 'true',
    tags,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createApp();
}
