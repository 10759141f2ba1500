import { TURNAROUND } from '@portal/contracts/common/constants';
import type { Db } from '../db/index.ts';
import { services } from '../db/schema.ts';
import { serviceCatalogue, type CatalogueService } from './service-catalogue.ts';

const [transcript] = serviceCatalogue;

/** The demo live note-taking service's code (docs/demo-data.md): sessions are booked in it. */
export const DEMO_LIVE_SERVICE = 'LNT';

/**
 * Services beside the catalogue, so the super admin's services screen shows each status: a draft
 * not offered yet (inactive) and one withdrawn (deleted); and a live (streaming) one, as the
 * catalogue has none, so clients can book live note-taking. Each is added once, by its code.
 */
const demoServices: readonly CatalogueService[] = [
  {
    ...transcript!,
    name: 'Legal Dictation',
    shortName: 'LGD',
    description: 'Dictated letters and file notes for law firms, typed to their house style.',
    status: 'inactive',
  },
  {
    ...transcript!,
    name: 'Focus Group Transcription',
    shortName: 'FCG',
    description: 'Group discussions with every participant told apart.',
    status: 'deleted',
  },
  {
    ...transcript!,
    name: 'Live Note Taking',
    shortName: DEMO_LIVE_SERVICE,
    description:
      'A note-taker joins your online meeting and writes its notes as it happens, finished a day after it ends.',
    streaming: true,
    // A live session is booked at its service's first active turnaround and speakers.
    turnaround: {
      [String(TURNAROUND.twentyFourHours)]: {
        label: '24 hours',
        status: 'active',
        position: 0,
        adjustment: { percent: 0 },
      },
    },
    speakers: {
      '4+': { label: 'Meeting', status: 'active', position: 0, adjustment: { percent: 0 } },
    },
    timestamps: {},
    basePrices: { GBP: 150, USD: 190, EUR: 175, CAD: 260 },
    // Only notes jobs: a live session is never transcribed.
    typistGradeRates: {},
    notesTypistRates: { '1': 80, '2': 95, '3': 110 },
  },
];

export async function seedDemoServices(db: Db, now: Date): Promise<void> {
  await db
    .insert(services)
    .values(demoServices.map((service) => ({ ...service, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: services.shortName });
}
