import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: the given one (tests read what was sent), or SMTP_URL's, or the log when it is unset. */
async function mailerPlugin(app: FastifyInstance, opts: { mailer?: Mailer }) {
  app.decorate('mailer', opts.mailer ?? createMailer(app.config, app.log));
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['config'] });
