import Fastify from 'fastify';
import { testConfig } from '../test/helper.ts';
import { S3Storage } from '../modules/storage/s3.ts';
import security from './security.ts';

/** The CSP's directives of an answer, by name. */
async function directives(config = testConfig()): Promise<Map<string, string[]>> {
  const app = Fastify();
  await app.register(security, { config });
  app.get('/v3/page', async () => 'page');
  const response = await app.inject({ url: '/v3/page' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('the page may frame its own object URLs (the transcript preview) and nothing more', async () => {
  const csp = await directives();
  expect(csp.get('frame-src')).toEqual(["'self'", 'blob:']);
  // Plugins, scripts and connections stay as strict as before: blob: only frames.
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
});

describe('on S3 storage', () => {
  const s3Configs = {
    'AWS, the bucket in the host': { endpoint: undefined, forcePathStyle: false },
    'AWS, path-style': { endpoint: undefined, forcePathStyle: true },
    'an S3-compatible store, path-style': {
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    },
    'an S3-compatible store, the bucket in the host': {
      endpoint: 'https://objects.example.com',
      forcePathStyle: false,
    },
  };

  test.each(Object.entries(s3Configs))(
    '%s: the browser may reach the presigned URLs the SDK signs (part PUTs, playback)',
    async (_name, where) => {
      const storage = {
        kind: 's3' as const,
        bucket: 'portal-media',
        region: 'eu-west-2',
        ...where,
      };
      const signer = new S3Storage({
        ...storage,
        now: () => new Date(),
        client: { credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
      });
      const signed = new URL(await signer.presignPut('media/1.wav', 1024)).origin;
      const csp = await directives({ ...testConfig(), storage });
      expect(csp.get('connect-src')).toEqual(["'self'", signed]);
      expect(csp.get('media-src')).toEqual(["'self'", signed]);
    },
  );
});
