import { and, asc, eq } from 'drizzle-orm';
import { adHocCharges, jobs, projects } from '../db/schema.ts';
import type { Seeding } from './demo-rows.ts';

/**
 * The demo's ad-hoc charges, so admins see both kinds: the demo typist paid extra for a job of
 * theirs (in the assign grid's "Ad-hoc charges" of that job), and a courier on the demo client's
 * project (on its cost breakdown).
 */
export async function seedAdHocCharges(
  { tx, cast, times }: Seeding,
  projectTitle: string,
): Promise<void> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.typistId, cast.typist.id))
    .orderBy(asc(jobs.id))
    .limit(1);
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, cast.client.id), eq(projects.title, projectTitle)));
  const common = { createdBy: cast.admin.id, createdAt: times.finished, updatedAt: times.finished };
  const charges = [
    ...(job
      ? [
          {
            ...common,
            kind: 'typist' as const,
            jobId: job.id,
            typistId: cast.typist.id,
            description: 'Speaker names researched for the whole recording',
            amount: 1500,
            currency: 'GBP' as const,
          },
        ]
      : []),
    ...(project
      ? [
          {
            ...common,
            kind: 'client' as const,
            projectId: project.id,
            description: 'Printed transcripts sent by courier',
            amount: 2400,
            currency: cast.client.currency,
          },
        ]
      : []),
  ];
  if (charges.length > 0) await tx.insert(adHocCharges).values(charges);
}
