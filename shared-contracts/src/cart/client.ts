import type { Args, Reply } from '../routes/contract.ts';
import type { cartRoutes } from './routes.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';
import { isCartNotFound } from '../common/errors.ts';
import type { ApiError } from '../app/api-base.ts';

type CartRoutes = typeof cartRoutes;
type CartView = Reply<CartRoutes['GET /v1/cart']>;

/** Whose cart: the caller's own, or (for an admin or super admin) the client named. */
export type CartOwner = Args<CartRoutes['PUT /v1/cart/empty'], 'body'>;

/**
 * The media to keep, in order (to take the last one out, empty the cart instead), the
 * reminder, the currency, or a discount code ('' removes the applied one).
 */
export type CartUpdate = Args<CartRoutes['PUT /v1/cart/update'], 'body'>;

export type CartAdd = Args<CartRoutes['POST /v1/cart/add'], 'body'>;

/**
 * The visitor's cart (client spec sections 3, 4 and 7): a signed-in client's, or an anonymous
 * visitor's by session id; an admin acting for a client names them (userId). A single
 * cart-not-found error resets it to null, an empty cart, as a result and not a failure: nothing
 * is notified or logged. Any other failure, another 404 too, stays an error.
 */
export const cartApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCart: build.query<CartView | null, CartOwner | void>({
      queryFn: async (owner, _api, _extra, baseQuery) => {
        const url = owner?.userId ? `/v1/cart/owner/${String(owner.userId)}` : '/v1/cart';
        const result = await baseQuery({ url });
        if (result.error) {
          const error = result.error as ApiError;
          return isCartNotFound(error.items) ? { data: null } : { error };
        }
        return { data: result.data as CartView };
      },
      providesTags: ['Cart'],
    }),
    updateCart: build.mutation<Reply<CartRoutes['PUT /v1/cart/update']>, CartUpdate>({
      query: (body) => ({ url: '/v1/cart/update', method: 'PUT', body: { ...body } }),
      // The answer is the cart as it is now: it replaces the cached one without a refetch.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        const owner = userId ? { userId } : undefined;
        if (result) dispatch(cartApi.util.upsertQueryData('getCart', owner, result.data));
      },
    }),
    addToCart: build.mutation<Reply<CartRoutes['POST /v1/cart/add']>, CartAdd>({
      query: (body) => ({ url: '/v1/cart/add', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    emptyCart: build.mutation<Reply<CartRoutes['PUT /v1/cart/empty']>, CartOwner | void>({
      query: (owner) => ({ url: '/v1/cart/empty', method: 'PUT', body: { ...owner } }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartMutation,
  useAddToCartMutation,
  useEmptyCartMutation,
} = cartApi;
