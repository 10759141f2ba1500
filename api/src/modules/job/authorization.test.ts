import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { answersFor, putRequest } from '../../test/role-matrix.ts';
import {
  jobCast,
  jobOn,
  orderedMedia,
  section,
  storeTranscript,
  type JobCast,
} from './test-fixtures.ts';
import type { JobRow } from './views.ts';

/**
 * Who may call each job route, and each media route about jobs: the answer per role, on a job
 * typed by `typist` and proofread by `proofreader` (in the status the row names). Typists and
 * proofreaders without a part in the job get the 404 of an unknown id; parties whose move the
 * job rules refuse, the 409; clients, the 403.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const whos = [
  'anonymous',
  'client',
  'typist',
  'otherTypist',
  'proofreader',
  'otherProofreader',
  'restrictedAdmin',
  'admin',
  'superAdmin',
] as const;
type Who = (typeof whos)[number];
type Expected = Record<Who, number>;

/** Expected answers, listed in the order of `whos`. */
const answers = answersFor(whos);

interface Row {
  route: string;
  status?: JobRow['status'];
  hasIssue?: boolean;
  demo?: boolean;
  expected: Expected;
  request: (job: JobRow) => InjectOptions;
}

const put = putRequest;

//               anon client typist other proof  otherP radmin admin super
const matrix: Row[] = [
  {
    route: 'GET /v1/job',
    expected: answers(401, 403, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/job' }),
  },
  {
    route: 'GET /v1/job/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 200, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/job/${job.id}` }),
  },
  {
    route: 'GET /v1/job/demo/{id}',
    demo: true,
    expected: answers(401, 403, 200, 200, 200, 200, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/job/demo/${job.id}` }),
  },
  {
    route: 'PUT /v1/job/assign/{id}',
    expected: answers(401, 403, 409, 404, 409, 404, 200, 200, 200),
    request: (job) => put(`/v1/job/assign/${job.id}`, { proofreader_id: cast.proofreader.id }),
  },
  {
    route: 'PUT /v1/job/drop/{id}',
    expected: answers(401, 403, 200, 404, 409, 404, 409, 409, 409),
    request: (job) => put(`/v1/job/drop/${job.id}`),
  },
  {
    route: 'PUT /v1/job/finish/{id}',
    expected: answers(401, 403, 200, 404, 409, 404, 409, 409, 409),
    request: (job) => put(`/v1/job/finish/${job.id}`),
  },
  {
    route: 'PUT /v1/job/finish/{id} (typed)',
    status: 'partial-done',
    expected: answers(401, 403, 409, 404, 200, 404, 409, 409, 409),
    request: (job) => put(`/v1/job/finish/${job.id}`),
  },
  {
    route: 'PUT /v1/job/finish-as-typist/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 403, 200, 200),
    request: (job) => put(`/v1/job/finish-as-typist/${job.id}`),
  },
  {
    route: 'PUT /v1/job/approve/{id}',
    status: 'done',
    expected: answers(401, 403, 403, 403, 403, 403, 403, 200, 200),
    request: (job) => put(`/v1/job/approve/${job.id}`, { rate_percent: 90 }),
  },
  {
    route: 'PUT /v1/job/comment/{id}',
    expected: answers(401, 403, 409, 404, 200, 404, 200, 200, 200),
    request: (job) => put(`/v1/job/comment/${job.id}`, { comment: 'Check the names.' }),
  },
  {
    // The grid's proofreaderComment: who splits and assigns the work, restricted admins too.
    route: 'PUT /v1/job/proofreader-comment/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: (job) =>
      put(`/v1/job/proofreader-comment/${job.id}`, { proofreader_comment: 'Check the names.' }),
  },
  {
    route: 'PUT /v1/job/issue/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 409, 409, 409),
    request: (job) => put(`/v1/job/issue/${job.id}`, { issue_report: 'Silent from 3:00.' }),
  },
  {
    route: 'PUT /v1/job/remove-typist/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: (job) => put(`/v1/job/remove-typist/${job.id}`),
  },
  {
    route: 'PUT /v1/job/extra-fields/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 403, 200, 200),
    request: (job) => put(`/v1/job/extra-fields/${job.id}`, { extra_fields: { room: 'A' } }),
  },
  {
    // The report is the proofreader's, and the grid's proofreaderReport: admins only.
    route: 'PUT /v1/job/{id}',
    expected: answers(401, 403, 409, 404, 200, 404, 403, 200, 200),
    request: (job) => put(`/v1/job/${job.id}`, { report: 'Well typed.' }),
  },
  {
    // A finished job's too: the proofreader reports on the typing they checked.
    route: 'PUT /v1/job/{id} report (proofread)',
    status: 'done',
    expected: answers(401, 403, 409, 404, 200, 404, 403, 200, 200),
    request: (job) => put(`/v1/job/${job.id}`, { report: 'Well typed.' }),
  },
  {
    // Sending back is the proofreader's, and the grid's sendBackForEditing: admins only.
    route: 'PUT /v1/job/{id} send_back',
    status: 'partial-done',
    expected: answers(401, 403, 409, 404, 200, 404, 403, 200, 200),
    request: (job) => put(`/v1/job/${job.id}`, { send_back: true }),
  },
  {
    // The job's transcript is the grid's previewJobTranscript: not for restricted admins.
    route: 'GET /v1/job/{id}?expand=typistTranscript',
    expected: answers(401, 403, 200, 404, 200, 404, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/job/${job.id}?expand=typistTranscript` }),
  },
  {
    route: 'GET /v1/job/approve-issue/{id}',
    hasIssue: true,
    expected: answers(401, 403, 200, 404, 409, 404, 200, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/job/approve-issue/${job.id}` }),
  },
  {
    route: 'DELETE /v1/job/{id}',
    status: 'available',
    expected: answers(401, 403, 403, 403, 403, 403, 403, 200, 200),
    request: (job) => ({ method: 'DELETE', url: `/v1/job/${job.id}` }),
  },
  {
    route: 'GET /v1/job/live-ranges-per-typist',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: (job) => ({
      method: 'GET',
      url: `/v1/job/live-ranges-per-typist?media_id=${job.mediaId}`,
    }),
  },
  {
    route: 'GET /v1/job/max-typist-deadline/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 200, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/job/max-typist-deadline/${job.id}` }),
  },
  {
    route: 'GET /v1/media/job-statuses/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 200, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/job-statuses/${job.mediaId}` }),
  },
  {
    route: 'GET /v1/media/job/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 200, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/job/${job.mediaId}` }),
  },
  {
    // The assign grid: the admins who run assignment, restricted admins included.
    route: 'GET /v1/media',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/media?status[]=ordered' }),
  },
  {
    // The live note-taking grid: the same admins, restricted admins included.
    route: 'GET /v1/media (live sessions)',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/media?live=true&sort=meetingStart' }),
  },
  {
    route: 'POST /v1/media/batch-query',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: (job) => ({
      method: 'POST',
      url: '/v1/media/batch-query',
      payload: { ids: [job.mediaId] },
    }),
  },
  {
    route: 'PUT /v1/media/remove-proofreader/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200, 200, 200),
    request: (job) => put(`/v1/media/remove-proofreader/${job.mediaId}`),
  },
  {
    // The editor's player: restricted admins do not open the editor.
    route: 'GET /v1/media/rendition/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/rendition/${job.mediaId}` }),
  },
  {
    route: 'GET /v1/media/waveform/{id}',
    expected: answers(401, 403, 200, 404, 200, 404, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/waveform/${job.mediaId}` }),
  },
  {
    route: 'GET /v1/media/rendition/{id} (demo)',
    demo: true,
    expected: answers(401, 403, 200, 200, 200, 200, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/rendition/${job.mediaId}` }),
  },
  {
    route: 'GET /v1/media/demo/init',
    expected: answers(401, 403, 200, 200, 200, 200, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/media/demo/init' }),
  },
  {
    route: 'GET /v1/media/demo/download/{id}',
    demo: true,
    expected: answers(401, 403, 200, 200, 200, 200, 403, 200, 200),
    request: (job) => ({ method: 'GET', url: `/v1/media/demo/download/${job.mediaId}` }),
  },
  {
    // Restricted admins reach media through the assign grid, not the transcript editor.
    route: 'PUT /v1/transcript/{id}',
    expected: answers(401, 403, 200, 404, 403, 404, 403, 200, 200),
    request: (job) =>
      // On version 1, the fixture's stored transcript.
      put(`/v1/transcript/${job.mediaId}`, {
        content: { sections: [section('s1', 5)] },
        version: 1,
      }),
  },
  {
    // The editor's save of changes: the same audience as the whole save.
    route: 'PATCH /v1/transcript/{id}',
    expected: answers(401, 403, 200, 404, 403, 404, 403, 200, 200),
    request: (job) => ({
      method: 'PATCH',
      url: `/v1/transcript/${job.mediaId}`,
      payload: { sections: [{ ...section('s1', 5), speakerId: '' }], version: 1 },
    }),
  },
];

async function fixture(row: Row): Promise<JobRow> {
  const item = await orderedMedia(t, cast.client.id, 600);
  if (row.demo) await t.db.update(media).set({ demo: true }).where(eq(media.id, item.id));
  await storeTranscript(t, item.id, { sections: [section('s1', 5)], speakers: [] });
  const status = row.status ?? 'in-progress';
  return jobOn(t, item, {
    status,
    typistId: status === 'available' ? null : cast.typist.id,
    proofreaderId: cast.proofreader.id,
    hasIssue: row.hasIssue ?? false,
    deadline: new Date(t.clock.now().getTime() + 3_600_000),
  });
}

const cases = matrix.flatMap((row) =>
  whos.map((who) => ({ route: row.route, who, status: row.expected[who], row })),
);

describe('authorization matrix of the job routes', () => {
  test.each(cases)('$route as $who → $status', async ({ who, status, row }) => {
    const job = await fixture(row);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(job), headers });
    expect(response.statusCode).toBe(status);
  });
});
