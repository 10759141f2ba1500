import type { Page } from '@portal/contracts/library';

export { testProject } from '@portal/contracts/testing';

export const pageOf = <T>(result: T[], total = result.length): Page<T> => ({
  result,
  total,
  page: 1,
  pageSize: 25,
});
