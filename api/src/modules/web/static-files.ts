import { createReadStream, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PIXEL_UPDATE_PATH, remoteNames } from '@portal/contracts/portal/remotes';
import { errorTexts } from '@portal/contracts/common/errors';
import { sendNotFound } from '../../plugins/errors.ts';
import { REVALIDATE, cacheControlFor } from './cache-control.ts';

const common = {
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply: FastifyReply, path: string) =>
    reply.header('cache-control', cacheControlFor(path)),
};

/**
 * The shell at /v3 with history fallback: an extension-less GET under /v3 is a client route and
 * gets index.html; a missing file (with an extension) stays a 404.
 */
export async function shellFiles(app: FastifyInstance, options: { root: string }) {
  const index = join(options.root, 'index.html');
  app.addHook('onRequest', async (_request, reply) => {
    if (!existsSync(index))
      return reply.code(503).type('text/plain; charset=utf-8').send(errorTexts.shellNotBuilt);
  });
  await app.register(fastifyStatic, {
    ...common,
    root: options.root,
    prefix: '/',
    index: 'index.html',
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
    return isClientRoute ? reply.sendFile('index.html') : sendNotFound(request, reply);
  });
}

/**
 * The pixel-update stub outside /v3 (client spec section 2): the shell's index.html, as for any
 * client route; the shell shows the stub headless and sends nobody to /v3.
 */
export async function pixelUpdatePage(app: FastifyInstance, options: { root: string }) {
  const index = join(options.root, 'index.html');
  app.get(PIXEL_UPDATE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!existsSync(index))
      return reply.code(503).type('text/plain; charset=utf-8').send(errorTexts.shellNotBuilt);
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    return reply.send(createReadStream(index));
  });
}

/** Each remote's production build at /mf/<remote>/, without fallback. */
export async function remoteFiles(app: FastifyInstance, options: { staticRoot: string }) {
  for (const remote of remoteNames) {
    await app.register(fastifyStatic, {
      ...common,
      root: join(options.staticRoot, remote, 'dist'),
      prefix: `/mf/${remote}/`,
      decorateReply: false,
      index: false,
    });
  }
}
