import { z } from 'zod';
import { couponQuerySchema, couponSchema } from '../schemas/cart.ts';
import {
  couponFileSchema,
  promoCodeListQuerySchema,
  promoCodePageSchema,
} from '../schemas/discounts.ts';
import { errorResponses } from '../schemas/errors.ts';
import { idParamsSchema } from '../schemas/params.ts';
import {
  invitationListQuerySchema,
  invitationOutcomeSchema,
  invitationPageSchema,
  invitationReviewSchema,
  listedInvitationQuerySchema,
} from '../schemas/project-permission.ts';
import { defineRoutes, nonJsonAnswer } from './contract.ts';

/**
 * The pending invitations page (client spec sections 2, 4, 7 and 9): every kind, by id; and the
 * cart's discount code lookup and the super admin's promo codes (the coupons module's, under this
 * path since the spec names it so). The promo code list is its own route, /coupons: GET
 * /v1/activator is the invitations list every client calls.
 */
export const activatorRoutes = defineRoutes({
  'GET /v1/activator': {
    querystring: invitationListQuerySchema,
    response: { 200: invitationPageSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/activator/accept/:id': {
    params: idParamsSchema,
    querystring: listedInvitationQuerySchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/activator/decline/:id': {
    params: idParamsSchema,
    querystring: listedInvitationQuerySchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/activator/project-permission/:id': {
    params: idParamsSchema,
    response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422) },
  },
  'DELETE /v1/activator/project-permission/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 422) },
  },
  'GET /v1/activator/coupon': {
    querystring: couponQuerySchema,
    response: { 200: couponSchema, ...errorResponses(404, 422, 429) },
  },
  'GET /v1/activator/coupons': {
    querystring: promoCodeListQuerySchema,
    response: { 200: promoCodePageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/activator/create-coupons': {
    body: couponFileSchema,
    response: {
      200: nonJsonAnswer('text/csv', 'The codes created, as generated-discount-codes.csv'),
      ...errorResponses(401, 403, 422),
    },
  },
});
