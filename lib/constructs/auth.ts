import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { CODE_MAIL } from '../../functions/contract/code-mail.js';
import { ADMIN_ROLES } from '../../functions/contract/roles.js';

/** One user pool and the app client our handlers use. */
export interface PoolWithClient {
  readonly pool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
}

/**
 * The two Cognito user pools of docs/architecture.md#auth: candidates and admins, so sessions are independent.
 * Self sign-up is off: our register handlers create confirmed users (AdminCreateUser). Sign-in by
 * email; the password policy is the spec's admin rule (docs/requirements.md#add-admin: at least 8 characters with
 * lower and upper case, a digit and a symbol), which the API also enforces because the local
 * emulator does not. App clients: no secret (server-side handlers call AdminInitiateAuth), the
 * server-side password flow (ADMIN_USER_PASSWORD_AUTH, not USER_PASSWORD_AUTH) and refresh only, no hosted UI / OAuth, ID token valid for 1 hour.
 *
 * The admin pool is on the Plus feature plan with threat protection in audit mode: a handful of
 * privileged accounts, pennies a month, and compromised-credential signals for the accounts that
 * can read every CV. The candidate pool stays on Essentials (cost scales with every applicant).
 */
export class Auth extends Construct {
  readonly candidates: PoolWithClient;
  readonly admins: PoolWithClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.candidates = this.pool('Candidate', cognito.FeaturePlan.ESSENTIALS);
    this.admins = this.pool('Admin', cognito.FeaturePlan.PLUS);
    // Admin roles are groups of the admin pool (docs/requirements.md#users-and-admins, #admin-roles); the list is highest first,
    // so its index is the group's precedence.
    ADMIN_ROLES.forEach((groupName, precedence) => {
      this.admins.pool.addGroup(`Group-${groupName}`, {
        groupName,
        precedence,
        description: `Admin role ${groupName}`,
      });
    });

    Validations.of(this.candidates.pool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Candidates hold no privileges beyond their own profile; the Plus plan is billed per monthly active user, ' +
        'which scales with every applicant. The admin pool, where the privileges are, is on Plus.',
    });
    for (const { pool } of [this.candidates, this.admins]) {
      Validations.of(pool).acknowledge({
        id: 'AwsSolutions-COG2',
        reason:
          'The specified login flows (docs/requirements.md#candidate-login, docs/requirements.md#admin-login) are email + password with no second-factor step; ' +
          'strong passwords are enforced here and by the API.',
      });
    }
  }

  private pool(name: 'Candidate' | 'Admin', featurePlan: cognito.FeaturePlan): PoolWithClient {
    const candidates = name === 'Candidate';
    const pool = new cognito.UserPool(this, `${name}Pool`, {
      // Candidates sign up through our API with Cognito's own SignUp: the pool mails a code and the
      // account is UNCONFIRMED until ConfirmSignUp (docs/architecture.md#auth). Admins are only
      // created by other admins (AdminCreateUser).
      selfSignUpEnabled: candidates,
      ...(candidates ? { autoVerify: { email: true }, keepOriginalAttributes: { email: true } } : {}),
      // The mail of a sign-up code and of a password-reset code (ForgotPassword) in both pools.
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: CODE_MAIL.subject,
        emailBody: CODE_MAIL.body,
      },
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan,
      ...(featurePlan === cognito.FeaturePlan.PLUS
        ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.AUDIT_ONLY }
        : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const client = pool.addClient(`${name}Client`, {
      // Server-side password flow only: a client calling Cognito directly cannot skip the login throttle.
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    return { pool, client };
  }
}
