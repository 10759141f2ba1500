import { bulkAssignRowErrors } from './client.ts';

describe('media assignment endpoints', () => {
  it("put each failed media's messages under its row, by the form's field names", () => {
    const errors = bulkAssignRowErrors({
      items: [
        { mediaId: 1, status: 200, errors: [], jobs: [] },
        {
          mediaId: 2,
          status: 422,
          errors: [{ field: 'typist_id', message: 'Untrained' }],
          jobs: [],
        },
        { mediaId: 3, status: 409, errors: [{ message: 'No job waiting' }], jobs: [] },
      ],
    });
    expect([...errors]).toEqual([
      [2, [{ field: 'typistId', message: 'Untrained' }]],
      [3, [{ message: 'No job waiting' }]],
    ]);
  });
});
