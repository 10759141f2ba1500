import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';

/**
 * Requests the API sends to an address someone else chose (a client's media link, a webhook):
 * the SSRF rules. Only http and https; the host resolved with every address checked, none of
 * them loopback, private, link-local, shared (CGNAT), unspecified, multicast or reserved, IPv4
 * inside IPv6 included; the connection made to the address checked, so a second DNS answer
 * (rebinding) cannot swap it; each redirect checked again, a few at most; the whole exchange
 * held to a time and a byte limit.
 */

export type SafeFetchRefusal =
  /** Not http or https, or no host. */
  | 'protocol'
  /** The host is, or resolves to, an address outside the public internet. */
  | 'address'
  | 'redirects'
  | 'tooLarge'
  | 'timeout'
  /** No answer: the name does not resolve, the connection is refused or cut. */
  | 'unreachable';

export class SafeFetchError extends Error {
  readonly reason: SafeFetchRefusal;

  constructor(reason: SafeFetchRefusal, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent with a POST; a POST's redirects are answered as they are, not followed. */
  body?: string | Uint8Array;
  /** The most bytes the answer's body may have; more ends it with a `tooLarge` error. */
  maxBytes: number;
  /** The whole exchange, redirects and body included; past it: a `timeout` error. */
  timeoutMs: number;
  /** A connection silent this long ends with a `timeout` error too. Default: timeoutMs. */
  idleTimeoutMs?: number;
  /** Default 3. */
  maxRedirects?: number;
  /**
   * Tests only (a stand-in server on this machine): 127.0.0.1 is let through. Never on in
   * production: the configuration offers no variable for it.
   */
  allowLoopback?: boolean;
  /** Resolves a host name; dns.lookup by default (tests give a stand-in resolver). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, held to the limits: it errors with a SafeFetchError past either. */
  body: Readable;
}

const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  refusedV4.addSubnet(network, prefix, 'ipv4');

const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const)
  refusedV6.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address as its 16 bytes (a zone id ignored); undefined when it is not one. */
function ipv6Bytes(address: string): Uint8Array | undefined {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return undefined;
  let text = plain;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[2 * index] = value >> 8;
    bytes[2 * index + 1] = value & 0xff;
  });
  return bytes;
}

/**
 * The IPv4 address an IPv6 one carries, where it carries one: mapped (::ffff:a.b.c.d),
 * compatible (::a.b.c.d, deprecated) or NAT64 (64:ff9b::a.b.c.d), which all reach it.
 */
function embeddedV4(bytes: Uint8Array): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const compatible = zeros(0, 12) && !zeros(12, 15);
  const nat64 = bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b;
  if (!mapped && !compatible && !(nat64 && zeros(4, 12))) return undefined;
  return Array.from(bytes.slice(12)).join('.');
}

const LOOPBACK_FOR_TESTS = '127.0.0.1';

/**
 * Whether the API may connect to this address: a public unicast one (with `allowLoopback`,
 * 127.0.0.1 too). Anything not an IP address is refused.
 */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (isIP(address) === 4)
    return (allowLoopback && address === LOOPBACK_FOR_TESTS) || !refusedV4.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const v4 = embeddedV4(bytes);
  if (v4 !== undefined) return isPublicAddress(v4, { allowLoopback });
  return !refusedV6.check(address.replace(/%.*$/, ''), 'ipv6');
}

const defaultResolve = (hostname: string) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * The address to connect to for the URL's host: every address it resolves to must be public
 * (one private among them is enough to refuse: which one a connection takes is not ours to say).
 */
async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<LookupAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('protocol', `Only http and https links can be fetched.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new SafeFetchError('protocol', 'The link has no host.');
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family) addresses = [{ address: host, family }];
  else
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch {
      throw new SafeFetchError('unreachable', `The host ${host} was not found.`);
    }
  const allowed = { allowLoopback: options.allowLoopback === true };
  const first = addresses[0];
  if (!first || addresses.some(({ address }) => !isPublicAddress(address, allowed)))
    throw new SafeFetchError('address', `The host ${host} is not on the public internet.`);
  return first;
}

/** A lookup that answers only the address already checked. */
const pinnedLookup =
  ({ address, family }: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to a checked address; answers its response once the headers arrive. */
function send(
  url: URL,
  address: LookupAddress,
  options: SafeFetchOptions,
  controller: AbortController,
): Promise<IncomingMessage> {
  const { signal } = controller;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      lookup: pinnedLookup(address),
      signal,
      timeout: options.idleTimeoutMs ?? options.timeoutMs,
    });
    // Through the signal, so the body, if it is being read, ends with the same reason.
    request.on('timeout', () =>
      controller.abort(new SafeFetchError('timeout', 'The server stopped answering.')),
    );
    request.on('response', resolve);
    request.on('error', (error) => reject(asSafeFetchError(error, signal)));
    request.end(options.body);
  });
}

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted && signal.reason instanceof SafeFetchError) return signal.reason;
  return new SafeFetchError('unreachable', 'The server could not be reached.');
}

/** The body counted: past `maxBytes` it errors; its end (or error) ends the deadline. */
function limitedBody(
  response: IncomingMessage,
  options: SafeFetchOptions,
  signal: AbortSignal,
  done: () => void,
): Readable {
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > options.maxBytes)
        callback(new SafeFetchError('tooLarge', 'The file is larger than allowed.'));
      else callback(null, chunk);
    },
  });
  // The bytes flow in before the caller reads (it may await something first): an error then is
  // kept as the stream's own (`errored`), which pipeline and the consumers answer, not thrown.
  body.on('error', () => undefined);
  response.on('error', (error) => body.destroy(asSafeFetchError(error, signal)));
  response.on('aborted', () => body.destroy(asSafeFetchError(undefined, signal)));
  response.pipe(body);
  body.on('close', () => {
    done();
    response.destroy();
  });
  return body;
}

/**
 * Fetches a URL under the SSRF rules (above). Answers once the final response's headers arrive,
 * its body a stream held to the limits; refuses with a SafeFetchError (its reason says why).
 * A redirect's Location is checked like the first URL; a response announcing more than
 * `maxBytes` is refused before its body is read.
 */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions,
): Promise<SafeResponse> {
  const controller = new AbortController();
  const deadline = setTimeout(
    () => controller.abort(new SafeFetchError('timeout', 'The server took too long to answer.')),
    options.timeoutMs,
  );
  const done = () => clearTimeout(deadline);
  const maxRedirects = options.maxRedirects ?? 3;
  try {
    let url = new URL(input);
    for (let redirects = 0; ; redirects += 1) {
      const address = await checkedAddress(url, options);
      if (controller.signal.aborted) throw controller.signal.reason;
      const response = await send(url, address, options, controller);
      const location = response.headers.location;
      if (
        REDIRECTS.has(response.statusCode ?? 0) &&
        location &&
        (options.method ?? 'GET') === 'GET'
      ) {
        response.resume();
        if (redirects >= maxRedirects)
          throw new SafeFetchError(
            'redirects',
            `The link redirects more than ${maxRedirects} times.`,
          );
        url = new URL(location, url);
        continue;
      }
      const length = Number(response.headers['content-length']);
      if (Number.isFinite(length) && length > options.maxBytes) {
        response.destroy();
        throw new SafeFetchError('tooLarge', 'The file is larger than allowed.');
      }
      return {
        url,
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: limitedBody(response, options, controller.signal, done),
      };
    }
  } catch (error) {
    done();
    controller.abort();
    throw error instanceof SafeFetchError ? error : asSafeFetchError(error, controller.signal);
  }
}
