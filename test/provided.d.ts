/** Values the global setup (`test/global-setup.ts`) provides to every test of the `stack` and `stack-serial` projects. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://localhost:PORT` of the local gateway. */
    baseUrl: string;
    /** The stack's environment: `ENV` of config.ts plus the AWS SDK endpoint settings. */
    env: Record<string, string>;
    /** The stack's data directory (the emulators' state: Cognito's confirmation codes). */
    dataDir: string;
    /** Credentials of the seeded super admin. */
    adminEmail: string;
    adminPassword: string;
  }
}

export {};
