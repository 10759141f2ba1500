import { and, eq, inArray } from 'drizzle-orm';
import { media, preBookings } from '../db/schema.ts';
import { newShortId } from '../modules/project/new-project.ts';
import type { Seeding } from './demo-rows.ts';

const DAY = 86_400_000;
/** The demo client announced two team meetings, which arrived as recorded. */
const receivedTitles = ['Quarterly budget meeting.wav', 'Product team stand-up.wav'];

/**
 * The demo client's pre-bookings: one received (its two meetings point at it, so the assign
 * grid's pre-booking filter finds them) and one booked for interviews not sent yet.
 */
export async function seedPreBookings({ tx, cast, times }: Seeding): Promise<void> {
  const serviceId = (shortName: string) => {
    const found = cast.services.get(shortName);
    if (!found) throw new Error(`No service ${shortName}`);
    return found.service.id;
  };
  const common = { clientId: cast.client.id, createdBy: cast.admin.id, createdAt: times.uploaded };
  const [received] = await tx
    .insert(preBookings)
    .values([
      {
        ...common,
        shortId: newShortId(),
        serviceId: serviceId('IVB'),
        expectedMinutes: 8,
        expectedAt: times.uploaded,
        notes: 'Two team meetings, sent as they are recorded.',
        status: 'received',
        updatedAt: times.ordered,
      },
      {
        ...common,
        shortId: newShortId(),
        serviceId: serviceId('INT'),
        expectedMinutes: 120,
        expectedAt: new Date(times.ordered.getTime() + 3 * DAY),
        notes: 'Twelve customer interviews from the spring study.',
        status: 'booked',
        updatedAt: times.uploaded,
      },
    ])
    .returning();
  await tx
    .update(media)
    .set({ preBookingId: received!.id })
    .where(and(eq(media.userId, cast.client.id), inArray(media.title, receivedTitles)));
}
