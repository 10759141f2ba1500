import type { Db } from '../db/index.ts';
import { services } from '../db/schema.ts';
import { serviceCatalogue, type CatalogueService } from './service-catalogue.ts';

const [transcript] = serviceCatalogue;

/**
 * Two services beside the catalogue, so the super admin's services screen shows each status: a
 * draft not offered yet (inactive) and one withdrawn (deleted). Each is added once, by its code.
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
];

export async function seedDemoServices(db: Db, now: Date): Promise<void> {
  await db
    .insert(services)
    .values(demoServices.map((service) => ({ ...service, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: services.shortName });
}
