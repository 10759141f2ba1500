import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/**
 * The Stripe SDK for the configured keys; STRIPE_API_URL points it at another host (a stand-in,
 * the tests' local endpoint) through the SDK's host, port and protocol options.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const protocol = target?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}

export type { Stripe };
