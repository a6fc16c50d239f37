// Minimal types for the parts of oidc-provider the e2e stand-in uses (the package ships none).
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    pkce?: { required?: () => boolean };
    claims?: Record<string, string[]>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    features?: Record<string, unknown>;
    cookies?: { keys?: string[] };
    renderError?: (
      ctx: { type: string; body: unknown },
      out: unknown,
      error: unknown,
    ) => Promise<void>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number, host?: string): Server;
  }
}
