import { billedMinutes } from '../services/pricing.ts';
import type { Media } from './schema.ts';

/** What a media has before its service options are saved: no options, so no prices. */
export const unpricedMedia = {
  serviceOptions: null,
  fullPrice: null,
  price: null,
  grossPrice: null,
} satisfies Partial<Media>;

/**
 * A processed media as the API answers it: 2:05 long, billed 3 minutes, at testService()'s
 * plainest options (7 days, 1 speaker), priced as the engine prices them at 20% VAT. The billed
 * duration follows a `duration` override in whole minutes, as processing sets it.
 */
export function testMedia(id: number, overrides: Partial<Media> = {}): Media {
  const duration = overrides.duration === undefined ? 125 : overrides.duration;
  return {
    id,
    projectId: null,
    title: `talk-${id}.mp3`,
    extension: 'mp3',
    mime: 'audio/mpeg',
    size: 2_000_000,
    status: 'uploaded',
    duration,
    billedDuration: duration === null ? null : billedMinutes(duration) * 60,
    extraFields: null,
    currency: 'GBP',
    serviceOptions: {
      id: 1,
      turnaround: 604800,
      speakers: '1',
      timestamps: 'none',
      priceCalculationElements: {},
    },
    fullPrice: 300,
    price: 300,
    grossPrice: 360,
    partCount: 1,
    createdAt: 0,
    ...overrides,
  };
}
