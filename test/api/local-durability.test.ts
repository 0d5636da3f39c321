/**
 * The local Cognito survives bursts, and seeding the super admin never fails on state an earlier
 * run left (docs/architecture.md#local-durability): concurrent sign-ups and logins in waves leave a
 * pool file that parses and holds every account; a changed ADMIN_EMAIL adds an admin; an admin
 * whose Cognito user was lost is re-created; a clean start's pool files are backed up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../functions/core/clients.js';
import { ensureAdminAccount } from '../../functions/core/domain/admins.js';
import { cognitoBackupDir } from '../../lib/local/emulators.js';
import { api, uniqueEmail } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

const PASSWORD = 'Durable#Pass2026';
const poolFile = (poolId: string) => join(inject('dataDir'), 'cognito', '.cognito', 'db', `${poolId}.json`);

beforeAll(() => applyStackEnv());

describe('cognito-local pool file under concurrent writes', () => {
  it('6 waves of 20 concurrent sign-ups and logins: the pool file parses and holds every account', async () => {
    const emails: string[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const batch = Array.from({ length: 20 }, () => uniqueEmail('burst'));
      emails.push(...batch);
      // Straight at the emulator (the API's per-address sign-up limit would stop a burst this size).
      const answers = await Promise.allSettled(
        batch.flatMap((email) => [
          cognitoClient().send(
            new SignUpCommand({
              ClientId: process.env.CANDIDATE_USER_POOL_CLIENT_ID!,
              Username: email,
              Password: PASSWORD,
              UserAttributes: [{ Name: 'email', Value: email }],
            }),
          ),
          cognitoClient().send(
            new AdminInitiateAuthCommand({
              UserPoolId: process.env.ADMIN_USER_POOL_ID!,
              ClientId: process.env.ADMIN_USER_POOL_CLIENT_ID!,
              AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: inject('adminEmail'), PASSWORD: inject('adminPassword') },
            }),
          ),
        ]),
      );
      expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    }
    const text = readFileSync(poolFile(process.env.CANDIDATE_USER_POOL_ID!), 'utf8');
    const db = JSON.parse(text) as {
      Users?: Record<string, { Attributes?: { Name: string; Value: string }[] }>;
    };
    const held = new Set(
      Object.values(db.Users ?? {}).flatMap(
        (u) => u.Attributes?.filter((a) => a.Name === 'email').map((a) => a.Value) ?? [],
      ),
    );
    for (const email of emails) expect(held.has(email)).toBe(true);
  });
});

describe('seeding the super admin is idempotent and repairs', () => {
  it('a changed ADMIN_EMAIL adds that admin under a free user name; the earlier one stays', async () => {
    const email = uniqueEmail('newboss');
    const added = await ensureAdminAccount({
      user_name: 'superadmin',
      email,
      password: PASSWORD,
      role: 'super_admin',
    });
    expect(added.email).toBe(email);
    expect(added.user_name).not.toBe('superadmin');
    expect(added.user_name).toMatch(/^[A-Za-z0-9._-]{3,30}$/);
    const login = await api('POST', '/admin/auth/login', { body: { identifier: email, password: PASSWORD } });
    expect(login.status).toBe(200);
    // Run again (the next start): the same admin, no error.
    const again = await ensureAdminAccount({
      user_name: 'superadmin',
      email,
      password: PASSWORD,
      role: 'super_admin',
    });
    expect(again.id).toBe(added.id);
  });

  it('an admin whose Cognito user is gone (a lost pool file) is re-created and can sign in', async () => {
    const email = uniqueEmail('lostpool');
    const first = await ensureAdminAccount({
      user_name: `lost${Date.now() % 1e6}`,
      email,
      password: PASSWORD,
      role: 'admin',
    });
    await cognitoClient().send(
      new AdminDeleteUserCommand({ UserPoolId: process.env.ADMIN_USER_POOL_ID!, Username: email }),
    );
    const repaired = await ensureAdminAccount({
      user_name: first.user_name,
      email,
      password: PASSWORD,
      role: 'admin',
    });
    expect(repaired.id).not.toBe(first.id);
    expect(repaired.user_name).toBe(first.user_name);
    const login = await api('POST', '/admin/auth/login', { body: { identifier: email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});

describe('backup of a clean start', () => {
  it('the seeded start left a copy of each user pool file under backups/cognito', () => {
    const dir = cognitoBackupDir(inject('dataDir'));
    expect(existsSync(dir)).toBe(true);
    const files = readdirSync(dir);
    expect(files).toContain(`${process.env.ADMIN_USER_POOL_ID}.json`);
    expect(() =>
      JSON.parse(readFileSync(join(dir, `${process.env.ADMIN_USER_POOL_ID}.json`), 'utf8')),
    ).not.toThrow();
  });
});

describe('the backup is kept current', () => {
  it('every sign-up cognito-local acknowledged is in backups/cognito at once (20 concurrent), so a restore brings it back', async () => {
    const emails = Array.from({ length: 20 }, () => uniqueEmail('mirrored'));
    await Promise.all(
      emails.map((email) =>
        cognitoClient().send(
          new SignUpCommand({
            ClientId: process.env.CANDIDATE_USER_POOL_CLIENT_ID!,
            Username: email,
            Password: PASSWORD,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        ),
      ),
    );
    // Read right after the last answer: no wait, nothing else copies the file meanwhile.
    const backup = join(cognitoBackupDir(inject('dataDir')), `${process.env.CANDIDATE_USER_POOL_ID}.json`);
    const db = JSON.parse(readFileSync(backup, 'utf8')) as {
      Users?: Record<string, { Attributes?: { Name: string; Value: string }[] }>;
    };
    const held = new Set(
      Object.values(db.Users ?? {}).flatMap(
        (u) => u.Attributes?.filter((a) => a.Name === 'email').map((a) => a.Value) ?? [],
      ),
    );
    expect(emails.filter((email) => !held.has(email))).toEqual([]);
  });
});
