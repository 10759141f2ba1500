import type { ProjectMediaView } from '@portal/contracts/project/schema';

/**
 * A returned media of project 7 as GET /v1/project/media and GET /v1/media/{id} answer (the
 * latter without its live session).
 */
export const testProjectMedia = (id: number, overrides: Partial<ProjectMediaView> = {}) =>
  ({
    id,
    projectId: 7,
    title: `interview-${id}.mp3`,
    extension: 'mp3',
    mime: 'audio/mpeg',
    size: 1000,
    partCount: 1,
    duration: 3725,
    billedDuration: 3780,
    currency: 'GBP',
    price: 6300,
    fullPrice: 7000,
    grossPrice: 7560,
    serviceOptions: {
      id: 1,
      turnaround: 604800,
      speakers: '2-3',
      timestamps: 'none',
      priceCalculationElements: {},
    },
    serviceName: 'Intelligent Verbatim',
    status: 'returned',
    createdAt: Date.UTC(2026, 10, 20, 14, 5) / 1000,
    hasTranscript: true,
    hasNotes: false,
    liveSession: null,
    ...overrides,
  }) satisfies ProjectMediaView;
