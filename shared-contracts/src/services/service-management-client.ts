import type { Args, Reply } from '../routes/contract.ts';
import type { ServicesRoutes } from './routes.ts';
import type { ManagedService } from './service-management-schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

export type { ManagedService };
export type ServiceListQuery = Args<ServicesRoutes['GET /v1/new-service'], 'querystring'>;
export type ServiceList = Reply<ServicesRoutes['GET /v1/new-service']>;
export type ServiceView = Reply<ServicesRoutes['GET /v1/new-service/:id(^\\d+$)']>;
export type ServiceCreate = Args<ServicesRoutes['POST /v1/new-service'], 'body'>;
/** The service's `id` and the whole service again, with the version it was read at. */
export type ServiceUpdate = Args<
  ServicesRoutes['PUT /v1/new-service/:id(^\\d+$)'],
  'params' | 'body'
>;

/**
 * The catalogue as super admins manage it (staff spec section 7): every service by status, one
 * with what typists earn on it, and its creation and change. A change reads the lists again
 * (the guest services and the quote's catalogue too: every service query shares the tag).
 */
export const serviceManagementApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getServices: build.query<ServiceList, ServiceListQuery>({
      query: (params) => ({ url: '/v1/new-service', params: { ...params } }),
      providesTags: ['Services'],
    }),
    getService: build.query<ServiceView, number>({
      query: (id) => ({ url: `/v1/new-service/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Services', id }],
    }),
    createService: build.mutation<ManagedService, ServiceCreate>({
      query: (body) => ({ url: '/v1/new-service', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? ['Services'] : []),
    }),
    updateService: build.mutation<ManagedService, ServiceUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/new-service/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Services'] : []),
    }),
  }),
});

export const {
  useGetServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
} = serviceManagementApi;
