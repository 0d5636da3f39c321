/**
 * `npm run create-admin -- --email you@company.ie [--user-name you] [--stage dev] [--region eu-west-1]`
 * Creates a super admin in a DEPLOYED stack: reads the stack's outputs (admin user pool, table) with
 * your AWS credentials, then creates the Cognito user (group `super_admin`, permanent password) and
 * its profile exactly as `POST /admin/auth/register` does. The password comes from `ADMIN_PASSWORD`
 * or is asked for on the terminal; it must meet the admin password rule (docs/requirements.md#add-admin).
 */

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { adminPassword } from '../functions/contract/schemas/auth.js';
import { emailAddress } from '../functions/contract/schemas/resume.js';
import { ENV } from '../functions/core/config.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'user-name': { type: 'string' },
    stage: { type: 'string', default: 'dev' },
    region: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = emailAddress.safeParse(values.email ?? '');
if (!email.success)
  fail(
    'Usage: npm run create-admin -- --email you@company.ie [--user-name you] [--stage dev] [--region eu-west-1]',
  );
const userName = values['user-name'] ?? email.data.split('@')[0]!;
const stackName = `CorkCareers-${values.stage}`;

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password for the new super admin: ');
  rl.close();
}
const checked = adminPassword.safeParse(password);
if (!checked.success) fail(checked.error.issues[0]!.message);

const cfn = new CloudFormationClient(values.region ? { region: values.region } : {});
const stack = (await cfn.send(new DescribeStacksCommand({ StackName: stackName }))).Stacks?.[0];
const outputs = Object.fromEntries((stack?.Outputs ?? []).map((o) => [o.OutputKey, o.OutputValue]));
if (!outputs.AdminUserPoolId || !outputs.TableName)
  fail(`${stackName} has no AdminUserPoolId/TableName outputs: is it deployed?`);
process.env[ENV.adminPoolId] = outputs.AdminUserPoolId;
process.env[ENV.tableName] = outputs.TableName;
if (values.region) process.env.AWS_REGION = values.region;

// Imported after the environment is set: the data layer reads its configuration on first use.
const { createAdminAccount } = await import('../functions/core/domain/admins.js');
const admin = await createAdminAccount({
  user_name: userName,
  email: email.data,
  password: checked.data,
  role: 'super_admin',
  createdBy: null,
});
console.log(
  `Super admin ${admin.user_name} <${admin.email}> created in ${stackName}. Sign in at ${outputs.SiteUrl ?? 'the site'}/admin-login`,
);
