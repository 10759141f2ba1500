import { projectListQuery, statusOptionsFor } from './project-query.ts';

const state = { page: 2, perPage: 25, sort: null, filter: {} };

it('asks for the projects of the tab: my → owner, transcript-only → read, …', () => {
  expect(projectListQuery('my', state)).toEqual({ page: 2, pageSize: 25, typesAllowed: ['owner'] });
  expect(projectListQuery('transcript-only', state).typesAllowed).toEqual(['read']);
  expect(projectListQuery('upload-only', state).typesAllowed).toEqual(['write']);
  expect(projectListQuery('full-access', state).typesAllowed).toEqual(['full']);
});

it("asks admins' every-project list for no way of reaching them: the API lists all to staff", () => {
  expect(projectListQuery('every', state)).toEqual({ page: 2, pageSize: 25 });
});

it('sends the filters, Completed with the statuses shown as completed, and the sort', () => {
  const query = projectListQuery('my', {
    ...state,
    sort: { key: 'ownerName', value: 'desc' },
    filter: { title: 'Board', company: 'Acme', status: 'completed' },
  });
  expect(query).toMatchObject({
    title: 'Board',
    company: 'Acme',
    status: ['completed', 'pending', 'special'],
    sort: 'ownerName',
    order: 'desc',
  });
});

it('asks the live-note library for the projects holding a live session', () => {
  expect(projectListQuery('upload-only', state, true)).toEqual({
    page: 2,
    pageSize: 25,
    typesAllowed: ['write'],
    live: true,
  });
});

it('offers no Invoiced filter in the live-note upload-only tab, which never lists them', () => {
  const values = (options: { value: string }[]) => options.map((option) => option.value);
  expect(values(statusOptionsFor('upload-only', true))).toEqual(['active', 'completed']);
  expect(values(statusOptionsFor('upload-only', false))).toContain('invoiced');
  expect(values(statusOptionsFor('my', true))).toContain('invoiced');
});
