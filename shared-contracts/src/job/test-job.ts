import type { Job } from './schema.ts';
import type { Page } from '../common/page-schema.ts';

const hour = 3600;
/** 20 November 2026, 14:00 UTC: the jobs' deadlines count from here. */
const base = Date.UTC(2026, 10, 20, 14, 0) / 1000;

/**
 * A job as GET /v1/job answers it: the first quarter hour of a 30-minute interview, assigned to
 * the test typist (id 8, as testUser(Role.TYPIST) is), due a day on, at £0.85 a minute.
 */
export function testJob(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    mediaId: 100 + id,
    parentId: null,
    type: 'default',
    status: 'assigned',
    mediaRangeStart: 0,
    mediaRangeEnd: 900,
    typistId: 8,
    typistName: 'Tom Typist',
    selfAssign: false,
    deadline: base + 24 * hour,
    rate: 85,
    ratePercent: 100,
    proofreaderId: null,
    proofreaderName: null,
    proofreaderDeadline: null,
    proofreaderComment: null,
    adminComment: null,
    hasIssue: false,
    issueReport: null,
    issueStatus: null,
    audioQuality: null,
    poorAudioReason: null,
    shiftId: null,
    inaudiblesAmount: null,
    customDuration: null,
    report: null,
    extraFields: {},
    finishedAt: null,
    createdAt: base,
    media: {
      id: 100 + id,
      title: `interview-${id}.mp3`,
      duration: 1800,
      status: 'assigned',
      subStatus: 'Assigned',
      serviceName: 'Intelligent verbatim',
      serviceShortName: 'IVB',
      turnaround: 7 * 24 * hour,
      deadline: base + 7 * 24 * hour,
      clientComments: null,
      meetingStart: null,
    },
    ...overrides,
  };
}

/** One page of jobs, as GET /v1/job answers it. */
export const jobPageOf = (jobs: Job[], total = jobs.length): Page<Job> => ({
  result: jobs,
  total,
  page: 1,
  pageSize: 50,
});
