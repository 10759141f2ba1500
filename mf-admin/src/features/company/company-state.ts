import { useSearchParams } from 'react-router';
import { COMPANY_PAGE_SIZE } from '@portal/contracts/common/limits';
import type { CompanyListQuery } from '@portal/contracts/company/client';
import { useUrlTableState, type TableState, type TableStateApi } from '@portal/ui/table';

/** The companies list's state in the screen's URL (page and name filter), 20 a page. */
export function useCompaniesState(): TableStateApi {
  return useUrlTableState(
    { perPage: COMPANY_PAGE_SIZE, perPageOptions: [], sortKeys: [], filterKeys: ['name'] },
    useSearchParams(),
  );
}

/** GET /v1/company for the list's state, with each company's business account status. */
export const companyQuery = ({ page, perPage, filter }: TableState): CompanyListQuery => ({
  page,
  pageSize: perPage,
  expand: 'business_account_status',
  ...(filter.name && { name: filter.name }),
});
