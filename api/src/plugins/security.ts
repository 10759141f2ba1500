import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Origins of remotes configured on other hosts (a CDN); same-origin remotes add nothing. */
export function remoteOrigins(config: Pick<Config, 'remotes'>): string[] {
  const absolute = Object.values(config.remotes).filter((url) => /^https?:\/\//.test(url));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/**
 * Where the browser reaches an S3 bucket's presigned URLs (uploads' part PUTs, playback and
 * peaks): the origin the SDK signs for, path-style on the endpoint's host or AWS's regional one,
 * else the bucket's own host. Local storage signs URLs on this origin: nothing to add.
 */
export function storageOrigins(config: Pick<Config, 'storage'>): string[] {
  const { storage } = config;
  if (storage.kind !== 's3') return [];
  const base = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  if (!storage.forcePathStyle) base.hostname = `${storage.bucket}.${base.hostname}`;
  return [base.origin];
}

type ChatDirective = 'script' | 'connect' | 'frame' | 'img' | 'font' | 'media' | 'formAction';

/** What Intercom's Messenger loads, from its CSP guide (help article 3894), regions included. */
const intercomSources: Record<ChatDirective, string[]> = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
  ],
  frame: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  img: [
    'blob:',
    'https://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.intercomcdn.eu',
    'https://static.intercomassets.com',
    'https://uploads.intercomusercontent.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://*.intercomcdn.com', 'https://*.intercomcdn.eu'],
  formAction: ['https://intercom.help', 'https://*.intercom.io'],
};

/**
 * Where the chat may load from: Intercom's hosts for its widget, else the origin of the widget
 * script configured (a stand-in or another provider serving its widget from one place).
 */
function chatSources(config: Pick<Config, 'chat'>): Record<ChatDirective, string[]> {
  const empty = {
    script: [],
    connect: [],
    frame: [],
    img: [],
    font: [],
    media: [],
    formAction: [],
  };
  if (!config.chat) return empty;
  const origin = new URL(config.chat.widgetUrl).origin;
  if (intercomSources.script.includes(origin)) return intercomSources;
  return { ...empty, script: [origin], connect: [origin], frame: [origin], img: [origin] };
}

/**
 * Security headers. The CSP admits the shell and its Module Federation remotes (manifests,
 * scripts, stylesheets, images and fonts from the remote origins) and the chat where one is
 * configured; inline styles are allowed because style-loader injects <style> elements.
 *
 * Helmet's middleware is built once: @fastify/helmet builds it again for every request, parsing
 * the CSP each time (about 70 µs a request).
 */
export default fp(
  async function security(app: FastifyInstance, options: { config: Config }) {
    const origins = remoteOrigins(options.config);
    const chat = chatSources(options.config);
    const storage = storageOrigins(options.config);
    // The bot check's script and frame come from Google where it is configured.
    const botCheck = options.config.recaptcha
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
    const secure = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...origins, ...botCheck, ...chat.script],
          // The transcript preview frames a PDF the page holds as a blob: URL (object URL).
          frameSrc: ["'self'", 'blob:', ...botCheck, ...chat.frame],
          // A remote's own stylesheets, images and fonts load from where it is deployed.
          styleSrc: ["'self'", "'unsafe-inline'", ...origins],
          imgSrc: ["'self'", 'data:', ...origins, ...chat.img],
          fontSrc: ["'self'", 'data:', ...origins, ...chat.font],
          mediaSrc: ["'self'", ...storage, ...chat.media],
          formAction: ["'self'", ...chat.formAction],
          connectSrc: ["'self'", ...origins, ...storage, ...chat.connect],
          frameAncestors: ["'none'"],
          // Plain-HTTP local and e2e servers must not have their assets rewritten to https.
          upgradeInsecureRequests: options.config.production ? [] : null,
        },
      },
      // The same rule for browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      // Social sign-in runs in a popup that must keep its opener to hand the tokens back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: options.config.production,
    });
    app.addHook('onRequest', (request, reply, done) =>
      secure(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      ),
    );
  },
  { name: 'security' },
);
