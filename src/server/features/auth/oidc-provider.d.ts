// oidc-provider ships no types; this covers what the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
