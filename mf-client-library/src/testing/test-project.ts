import type { Page } from '@portal/contracts/common/page-schema';

export { testProject } from '@portal/contracts/project/test-project';

export const pageOf = <T>(result: T[], total = result.length): Page<T> => ({
  result,
  total,
  page: 1,
  pageSize: 25,
});
