/**
 * The stack with mail on (context `mailFrom`, docs/architecture.md#mail): the sender's domain is an
 * SES identity, every mail goes out with one configuration set whose bounce and complaint events
 * reach an SNS topic, and exactly the functions whose route-table access says `mail` get the
 * settings and an `ses:SendEmail` grant naming the identity and the configuration set; cdk-nag
 * reports no unacknowledged error for it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { STACK_UNITS } from '../../bench/cost-model.js';
import { createApp } from '../../bin/app.js';
import { ENV } from '../../functions/core/config.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';
import { SES_BOUNCE_RATE_LIMIT } from '../../lib/constructs/schedule.js';
import { mergedTemplate } from '../support/templates.js';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties?: Json;
}

let resources: Record<string, Resource>;
let nagErrors: string[];

beforeAll(() => {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Json };
  const outdir = mkdtempSync(join(tmpdir(), 'cork-infra-mail-'));
  const built = createApp({
    context: { ...cdkJson.context, [BUNDLING_STACKS]: [], mailFrom: 'careers@corkdigitalsolutions.ie' },
    outdir,
  });
  const assembly = built.app.synth();
  resources = mergedTemplate(assembly, built.stack, outdir).Resources as typeof resources;
  const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: {
      pluginName: string;
      violations: { ruleName: string; severity: string; violatingConstructs?: { constructPath: string }[] }[];
    }[];
  };
  nagErrors = (report.pluginReports.find((p) => p.pluginName === 'AwsSolutions')?.violations ?? [])
    .filter((v) => v.severity === 'error' || v.severity === 'fatal')
    .map((v) => `${v.ruleName} @ ${(v.violatingConstructs ?? []).map((c) => c.constructPath).join(', ')}`);
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The environment variables of a function resource (`{}` when it has none). */
const variablesOf = (fn: Resource): Json =>
  (fn.Properties?.Environment as { Variables?: Json } | undefined)?.Variables ?? {};

describe('mail in the cloud', () => {
  it('has the domain identity, a configuration set and its feedback topic, and no cdk-nag error', () => {
    expect(nagErrors).toEqual([]);
    const identities = ofType('AWS::SES::EmailIdentity');
    expect(identities.map(([, r]) => r.Properties?.EmailIdentity)).toEqual(['corkdigitalsolutions.ie']);
    const sets = ofType('AWS::SES::ConfigurationSet');
    expect(sets).toHaveLength(1);
    expect(sets[0]![1].Properties?.SuppressionOptions).toEqual({
      SuppressedReasons: ['BOUNCE', 'COMPLAINT'],
    });
    const [destination] = ofType('AWS::SES::ConfigurationSetEventDestination');
    const dest = destination![1].Properties?.EventDestination as Json;
    expect(dest.MatchingEventTypes).toEqual(expect.arrayContaining(['bounce', 'complaint']));
    expect(dest.SnsDestination).toBeDefined();
  });

  it('gives the sender settings and the configuration set to the functions that mail', () => {
    const withMail = ofType('AWS::Lambda::Function').filter(([, r]) => variablesOf(r)[ENV.mailFrom]);
    const described = withMail.map(([, r]) => String(r.Properties?.Description ?? ''));
    expect(described.some((d) => d.startsWith('POST /contact: '))).toBe(true);
    expect(described.some((d) => d.startsWith('DELETE /my-data: '))).toBe(true);
    for (const [, fn] of withMail) {
      expect(variablesOf(fn)[ENV.mailConfigurationSet]).toBeDefined();
    }
    const sesPolicies = ofType('AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties?.PolicyDocument).includes('ses:SendEmail'),
    );
    // Functions with the same grants share one role: every mailing function's role holds the SES grant.
    const sesRoles = new Set(
      sesPolicies.flatMap(([, p]) => (p.Properties!.Roles as Json[]).map((r) => JSON.stringify(r))),
    );
    for (const [, fn] of withMail) {
      const role = (fn.Properties!.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
      expect(sesRoles.has(JSON.stringify({ Ref: role }))).toBe(true);
    }
    for (const [, p] of sesPolicies)
      expect(JSON.stringify(p.Properties?.PolicyDocument)).toContain('configuration-set');
  });

  it('subscribes the bounce and complaint handler to the feedback topic', () => {
    const fn = ofType('AWS::Lambda::Function').find(([, r]) =>
      String(r.Properties?.Description ?? '').startsWith('SES bounces and complaints'),
    );
    expect(fn).toBeDefined();
    const subs = ofType('AWS::SNS::Subscription').filter(
      ([, r]) =>
        r.Properties?.Protocol === 'lambda' && JSON.stringify(r.Properties?.Endpoint).includes(fn![0]),
    );
    expect(subs).toHaveLength(1);
  });

  it('alarms when the SES bounce rate passes half of what AWS reviews an account at', () => {
    const alarm = ofType('AWS::CloudWatch::Alarm').find(
      ([, a]) => a.Properties?.MetricName === 'Reputation.BounceRate',
    );
    expect(alarm?.[1].Properties).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: SES_BOUNCE_RATE_LIMIT,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(SES_BOUNCE_RATE_LIMIT).toBeLessThan(0.05);
    // The cost model's count of billed alarm metrics is the stack's, mail on.
    const watched = ofType('AWS::CloudWatch::Alarm').reduce(
      (n, [, a]) =>
        n +
        (a.Properties?.MetricName
          ? 1
          : ((a.Properties?.Metrics ?? []) as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length),
      0,
    );
    expect(watched).toBe(STACK_UNITS.alarmMetrics);
  });
});
