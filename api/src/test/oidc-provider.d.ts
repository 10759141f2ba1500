// oidc-provider ships no types; these cover what the OpenID stand-in (oidc-stand-in.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Handler = (req: IncomingMessage, res: ServerResponse) => void;

  export interface Account {
    accountId: string;
    claims(): { sub: string };
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(context: unknown, sub: string): Account | undefined;
    [option: string]: unknown;
  }

  export interface Interaction {
    params: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): Handler;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    AccessToken: { find(token: string): Promise<{ accountId: string } | undefined> };
  }
}
