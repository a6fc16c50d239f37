import { startSmtpInbox } from '../../server/test/smtp-inbox.ts';
import { startOidcProvider, type LocalOidcProvider } from './oidc-provider.ts';
import { freePort, startServer, type RunningServer } from './server.ts';

/** A production server of its own, wired to a local SMTP server (its inbox) and a local OpenID provider. */
export interface IdentityStack {
  server: RunningServer;
  oidc: LocalOidcProvider;
  /** Every mail the server sent, raw, in the order received. */
  inbox: string[];
  stop(): Promise<void>;
}

/**
 * Starts the stack that identity journeys need: mail goes to a local `smtp-server` (so links are followed as
 * a reader would), and "Continue with Google" goes to a local `oidc-provider`. `env` adds server settings.
 */
export async function startIdentityStack(env: Record<string, string> = {}): Promise<IdentityStack> {
  const smtp = await startSmtpInbox();
  const port = await freePort();
  const oidc = await startOidcProvider(`http://localhost:${port}/identity/oidc/callback`);
  const server = await startServer(
    {
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      SMTP_URL: smtp.url,
      ...env,
    },
    port,
  );
  return {
    server,
    oidc,
    inbox: smtp.raw,
    async stop() {
      await server.stop();
      await oidc.close();
      await smtp.close();
    },
  };
}
