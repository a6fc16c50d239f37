import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
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
  const inbox: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push(data);
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const port = await freePort();
  const oidc = await startOidcProvider(`http://localhost:${port}/identity/oidc/callback`);
  const server = await startServer(
    {
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...env,
    },
    port,
  );
  return {
    server,
    oidc,
    inbox,
    async stop() {
      await server.stop();
      await oidc.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    },
  };
}
