import type { Args, Reply } from '../routes/contract.ts';
import type { invoiceRoutes } from './routes.ts';
import type { monthInvoiceRoutes } from './month-invoice-routes.ts';
import type { Invoice, InvoiceDetail, InvoiceLine } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof invoiceRoutes;
type MonthRoutes = typeof monthInvoiceRoutes;

export type { Invoice, InvoiceDetail, InvoiceLine };
export type MonthInvoiceQuery = Args<MonthRoutes['GET /v1/month-invoice'], 'querystring'>;
export type InvoicePage = Reply<MonthRoutes['GET /v1/month-invoice']>;
export type InvoiceQuery = Args<Routes['GET /v1/invoice'], 'querystring'>;
export type InvoiceGenerate = Args<Routes['GET /v1/invoice/generate'], 'querystring'>;
/** The invoice `id` and its new status. */
export type InvoiceStatusUpdate = Args<Routes['PUT /v1/invoice/:id'], 'params' | 'body'>;
export type InvoiceBulkUpdate = Args<Routes['PUT /v1/invoice/bulk-update'], 'body'>;
export type InvoiceBulkResult = Reply<Routes['PUT /v1/invoice/bulk-update']>;

const listTag = { type: 'Invoice' as const, id: 'LIST' };

/**
 * The admins' invoices (staff spec section 7): the month's table, any typist's list, and what
 * changes them; each change reads the lists again.
 */
export const invoiceApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMonthInvoices: build.query<InvoicePage, MonthInvoiceQuery>({
      query: (params) => ({ url: '/v1/month-invoice', params: { ...params } }),
      providesTags: [listTag],
    }),
    getTypistInvoices: build.query<InvoicePage, InvoiceQuery>({
      query: (params) => ({ url: '/v1/invoice', params: { ...params } }),
      providesTags: [listTag],
    }),
    generateInvoice: build.mutation<InvoiceDetail, InvoiceGenerate>({
      query: (params) => ({ url: '/v1/invoice/generate', params: { ...params } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    regenerateInvoice: build.mutation<InvoiceDetail, number>({
      query: (id) => ({ url: `/v1/invoice/re-generate/${id}` }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    updateInvoiceStatus: build.mutation<Invoice, InvoiceStatusUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/invoice/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    bulkUpdateInvoiceStatus: build.mutation<InvoiceBulkResult, InvoiceBulkUpdate>({
      query: (body) => ({ url: '/v1/invoice/bulk-update', method: 'PUT', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
  }),
});

export const {
  useGetMonthInvoicesQuery,
  useGetTypistInvoicesQuery,
  useGenerateInvoiceMutation,
  useRegenerateInvoiceMutation,
  useUpdateInvoiceStatusMutation,
  useBulkUpdateInvoiceStatusMutation,
} = invoiceApi;
