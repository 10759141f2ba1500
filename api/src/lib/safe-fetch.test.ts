import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { isPublicAddress, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.ts';

describe('isPublicAddress', () => {
  test.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
  ])('refuses IPv4 %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '11.0.0.1'])(
    'lets IPv4 %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  test.each([
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    '64:ff9b::10.0.0.1',
    '::127.0.0.1',
  ])('refuses IPv6 %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'])(
    'lets IPv6 %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  test('refuses what is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });

  test('the test setting lets 127.0.0.1 through, and only it', () => {
    const allowLoopback = true;
    expect(isPublicAddress('127.0.0.1', { allowLoopback })).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', { allowLoopback })).toBe(true);
    expect(isPublicAddress('127.0.0.2', { allowLoopback })).toBe(false);
    expect(isPublicAddress('::1', { allowLoopback })).toBe(false);
    expect(isPublicAddress('10.0.0.1', { allowLoopback })).toBe(false);
  });
});

describe('safeFetch', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/hello') response.end('hello');
      else if (url.pathname === '/to')
        response.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
      else if (url.pathname === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (url.pathname === '/big') {
        response.write('x'.repeat(600));
        response.end('x'.repeat(600));
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const options: SafeFetchOptions = { maxBytes: 1000, timeoutMs: 5000, allowLoopback: true };
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'fetched',
      (error: unknown) => (error instanceof SafeFetchError ? error.reason : String(error)),
    );

  test('fetches a public (here: the allowed test) address and follows a redirect', async () => {
    const response = await safeFetch(`${origin}/to?url=/hello`, options);
    expect(response.status).toBe(200);
    expect(response.url.pathname).toBe('/hello');
    expect(await text(response.body)).toBe('hello');
  });

  test('refuses 127.0.0.1 without the test setting, and a name resolving to it', async () => {
    const strict = { ...options, allowLoopback: false };
    expect(await reasonOf(safeFetch(`${origin}/hello`, strict))).toBe('address');
    const port = new URL(origin).port;
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(
      await reasonOf(safeFetch(`http://media.example:${port}/hello`, { ...strict, resolve })),
    ).toBe('address');
  });

  test('refuses a name with one private address among its public ones', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect(await reasonOf(safeFetch('http://media.example/a.wav', { ...options, resolve }))).toBe(
      'address',
    );
  });

  test('connects to the address checked, whatever the name would resolve to next', async () => {
    const port = new URL(origin).port;
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.1', family: 4 }]];
    const resolve = async () => answers.shift() ?? [];
    const response = await safeFetch(`http://media.example:${port}/hello`, { ...options, resolve });
    expect(await text(response.body)).toBe('hello');
  });

  test('re-checks a redirect: one to a private address is refused', async () => {
    const to = encodeURIComponent('http://10.0.0.1/secret');
    expect(await reasonOf(safeFetch(`${origin}/to?url=${to}`, options))).toBe('address');
    const mapped = encodeURIComponent('http://[::ffff:169.254.169.254]/latest/meta-data');
    expect(await reasonOf(safeFetch(`${origin}/to?url=${mapped}`, options))).toBe('address');
  });

  test('follows at most the redirects allowed', async () => {
    expect(await reasonOf(safeFetch(`${origin}/loop`, options))).toBe('redirects');
  });

  test('refuses other protocols, before and after a redirect', async () => {
    expect(await reasonOf(safeFetch('file:///etc/passwd', options))).toBe('protocol');
    const to = encodeURIComponent('ftp://example.com/a.wav');
    expect(await reasonOf(safeFetch(`${origin}/to?url=${to}`, options))).toBe('protocol');
  });

  test('ends a body past the byte limit, read at once or later', async () => {
    const response = await safeFetch(`${origin}/big`, options);
    expect(await reasonOf(text(response.body))).toBe('tooLarge');
    const later = await safeFetch(`${origin}/big`, options);
    await new Promise((resolve) => later.body.once('close', resolve));
    expect(await reasonOf(text(later.body))).toBe('tooLarge');
  });
});
