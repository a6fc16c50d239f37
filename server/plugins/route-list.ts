import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the public-route audit and docs. */
    routeList: { method: string; url: string; public: boolean }[];
  }
}

/** Records every route registered after it (so load it before the routes) in `app.routeList`. */
async function routeListPlugin(app: FastifyInstance) {
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeList.push({ method, url: route.url, public: Boolean(route.config?.public) });
    }
  });
}

export default fp(routeListPlugin, { name: 'route-list' });
