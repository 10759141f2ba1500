import {
  cartAddSchema,
  cartEmptySchema,
  cartNotFoundSchema,
  cartOwnerParamsSchema,
  cartSchema,
  cartUpdateSchema,
} from './schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The cart (client spec sections 3, 4 and 7): every answer is the cart as it is now. */
export const cartRoutes = defineRoutes({
  'GET /v1/cart': {
    response: { 200: cartSchema, 404: cartNotFoundSchema, ...errorResponses(401) },
  },
  'GET /v1/cart/owner/:userId': {
    params: cartOwnerParamsSchema,
    response: { 200: cartSchema, 404: cartNotFoundSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/cart/update': {
    body: cartUpdateSchema,
    response: { 200: cartSchema, ...errorResponses(401, 403, 404, 422, 429) },
  },
  'POST /v1/cart/add': {
    body: cartAddSchema,
    response: { 200: cartSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/cart/empty': {
    body: cartEmptySchema,
    response: { 200: cartSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
