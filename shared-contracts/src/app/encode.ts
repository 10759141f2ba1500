/**
 * Payload hygiene and the wire format of client spec section 7: camelCase keys become
 * snake_case, nested values use brackets, strings are trimmed, null and undefined are dropped.
 */
import { snakeKey } from '../common/wire-keys.ts';

type Pair = [string, string];

function flatten(value: unknown, prefix: string, pairs: Pair[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const primitive = value.every((item) => item === null || typeof item !== 'object');
    value.forEach((item, index) =>
      flatten(item, primitive ? `${prefix}[]` : `${prefix}[${index}]`, pairs),
    );
    return;
  }
  if (value instanceof Date) {
    pairs.push([prefix, value.toISOString()]);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const name = snakeKey(key);
      flatten(child, prefix ? `${prefix}[${name}]` : name, pairs);
    }
    return;
  }
  pairs.push([prefix, typeof value === 'string' ? value.trim() : String(value)]);
}

export function toFormPairs(body: Record<string, unknown>): Pair[] {
  const pairs: Pair[] = [];
  flatten(body, '', pairs);
  return pairs;
}

export const toFormBody = (body: Record<string, unknown>): URLSearchParams =>
  new URLSearchParams(toFormPairs(body));
