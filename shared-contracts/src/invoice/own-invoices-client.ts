import type { Args, Reply } from '../routes/contract.ts';
import type { invoiceRoutes } from './routes.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof invoiceRoutes;

export type OwnInvoiceQuery = Args<Routes['GET /v1/invoice'], 'querystring'>;
export type OwnInvoicePage = Reply<Routes['GET /v1/invoice']>;

/**
 * A typist's own invoices (GET /v1/invoice answers a typist theirs only). Its own module, apart
 * from the admins' invoiceApi: the staff and admin entries are shared separately, and one
 * endpoint injected from both would be injected twice.
 */
export const ownInvoiceApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getOwnInvoices: build.query<OwnInvoicePage, OwnInvoiceQuery>({
      query: (params) => ({ url: '/v1/invoice', params: { ...params } }),
      providesTags: [{ type: 'Invoice' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetOwnInvoicesQuery } = ownInvoiceApi;
