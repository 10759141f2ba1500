import type { Page } from '../common/page-schema.ts';
import type { StaffMedia, StaffMediaJob } from './staff-media-schema.ts';
import { testJob } from '../job/test-job.ts';

/** 20 November 2026, 14:00 UTC. */
const base = Date.UTC(2026, 10, 20, 14, 0) / 1000;

/** A job as an assign grid row embeds it: the test job without its media. */
export function testStaffJob(id: number, overrides: Partial<StaffMediaJob> = {}): StaffMediaJob {
  const { media: _media, ...job } = testJob(id);
  return { ...job, ...overrides };
}

/** An assign grid row (GET /v1/media for staff): a 30-minute interview ordered by Clara at Acme, due in a week. */
export function testStaffMedia(id: number, overrides: Partial<StaffMedia> = {}): StaffMedia {
  return {
    id,
    shortId: `MD34EF${id}`,
    projectId: 4,
    projectShortId: 'AB12CD34',
    title: `Board meeting ${id}`,
    clientId: 7,
    clientName: 'Clara Tester',
    clientCompany: 'Acme Ltd',
    serviceName: 'Intelligent verbatim',
    serviceShortName: 'IVB',
    turnaround: 604_800,
    speakers: '1',
    timestamps: null,
    status: 'ordered',
    subStatus: 'Unassigned',
    duration: 1800,
    deadline: base + 7 * 86_400,
    priority: 0,
    difficulty: 0,
    onHold: false,
    cancelled: false,
    hasIssue: false,
    vitJobId: null,
    preBookingShortId: null,
    createdAt: base,
    updatedAt: base * 1000,
    jobs: [],
    live: null,
    ...overrides,
  };
}

export const staffMediaPageOf = (rows: StaffMedia[], total = rows.length): Page<StaffMedia> => ({
  result: rows,
  total,
  page: 1,
  pageSize: 50,
});
