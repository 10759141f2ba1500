import { z } from 'zod';
import {
  businessAccountApplicationPageSchema,
  businessAccountApplicationSchema,
  businessAccountDecisionSchema,
  businessAccountRequestInputSchema,
  businessAccountRequestListQuerySchema,
  businessAccountRequestSchema,
  companyInvitationSchema,
  companyInviteSchema,
  companyListQuerySchema,
  companyMembersSchema,
  companyPageSchema,
  companyReviewSchema,
  companyUpdateSchema,
  companyViewSchema,
  memberProjectsQuerySchema,
  revokeMembershipSchema,
} from './schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { hashParamsSchema, idParamsSchema } from '../common/params-schema.ts';
import { projectPageSchema } from '../project/schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Business accounts (client spec sections 6 and 7 "Company", staff spec "Company (admin use)"):
 * the company, its members and invitations, joining by the mail link, applying, and the admins'
 * decision on an application.
 */
export const companyRoutes = defineRoutes({
  'GET /v1/company': {
    querystring: companyListQuerySchema,
    response: { 200: companyPageSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/company/:id': {
    params: idParamsSchema,
    response: { 200: companyViewSchema, ...errorResponses(401, 404, 422) },
  },
  'PUT /v1/company/:id': {
    params: idParamsSchema,
    body: companyUpdateSchema,
    response: { 200: companyViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/company/members/:id': {
    params: idParamsSchema,
    response: { 200: companyMembersSchema, ...errorResponses(401, 404, 422) },
  },
  'POST /v1/company/invite/:id': {
    params: idParamsSchema,
    body: companyInviteSchema,
    response: { 200: companyInvitationSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/company/revoke-invitation/:id': {
    params: idParamsSchema,
    response: { 200: companyInvitationSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/company/revoke-membership/:id': {
    params: idParamsSchema,
    body: revokeMembershipSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/company/details/:hash': {
    params: hashParamsSchema,
    response: { 200: companyReviewSchema, ...errorResponses(401, 404, 422, 429) },
  },
  'GET /v1/company/join/:hash': {
    params: hashParamsSchema,
    response: { 200: companyViewSchema, ...errorResponses(401, 403, 404, 422, 429) },
  },
  'GET /v1/company/decline/:hash': {
    params: hashParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 422, 429) },
  },
  'GET /v1/company/member-projects/:id': {
    params: idParamsSchema,
    querystring: memberProjectsQuerySchema,
    response: { 200: projectPageSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/company/business-account-request': {
    body: businessAccountRequestInputSchema,
    response: { 200: businessAccountRequestSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/company/business-account-request': {
    querystring: businessAccountRequestListQuerySchema,
    response: { 200: businessAccountApplicationPageSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/company/business-account-request/:id': {
    params: idParamsSchema,
    body: businessAccountDecisionSchema,
    response: { 200: businessAccountApplicationSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
