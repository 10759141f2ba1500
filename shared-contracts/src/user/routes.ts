import { z } from 'zod';
import {
  activationInfoSchema,
  activationParamsSchema,
  crmContactSchema,
  passwordResetParamsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  setPasswordSchema,
  successSchema,
} from './account-schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import {
  adminCreateUserSchema,
  userSchema,
  userStatisticsSchema,
  userUpdateResultSchema,
  userUpdateSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { staffUserSchema, userListQuerySchema, userPageSchema } from './list-schema.ts';
import { fileBytesSchema } from '../documents/schema.ts';
import {
  consultancyAgreementSchema,
  consultancyAgreementSignSchema,
} from '../staff-contracts/schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The signed-in user's own data, sign-out, and the open account routes (registration, reset). */
export const userRoutes = defineRoutes({
  'GET /v1/user/profile': { response: { 200: userSchema, ...errorResponses(401) } },
  /** Admins: the user list; restricted admins: typists and proofreaders only (the typist picker). */
  'GET /v1/user': {
    querystring: userListQuerySchema,
    response: { 200: userPageSchema, ...errorResponses(401, 403, 422) },
  },
  /** Admins: any user; restricted admins: a typist or proofreader (the grid's staffInfo). */
  'GET /v1/user/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: staffUserSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/user/statistics': { response: { 200: userStatisticsSchema, ...errorResponses(401) } },
  'PUT /v1/user/:id(^\\d+$)': {
    params: idParamsSchema,
    body: userUpdateSchema,
    response: { 200: userUpdateResultSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
  },
  /** Admins open an account for someone (admin roles: super admins only); it starts pending. */
  'POST /v1/user/admin-create': {
    body: adminCreateUserSchema,
    response: { 200: staffUserSchema, ...errorResponses(401, 403, 422) },
  },
  // Served by the staff-contracts module: the agreement's PDF (contract.pdf), and signing it. The
  // spec names no call for signing: it is PUT on the agreement's own URL (full_name, address,
  // agree=true), by the typist or proofreader themself.
  'GET /v1/user/consultancy-agreement/:id': {
    params: idParamsSchema,
    response: { 200: fileBytesSchema, ...errorResponses(401, 403, 404) },
  },
  'PUT /v1/user/consultancy-agreement/:id': {
    params: idParamsSchema,
    body: consultancyAgreementSignSchema,
    response: { 200: consultancyAgreementSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/user/logout': { response: { 200: successSchema, ...errorResponses(401) } },
  'POST /v1/user/create': {
    body: registrationSchema,
    response: { 200: successSchema, ...errorResponses(422) },
  },
  'GET /v1/user/activate/:hash': {
    params: activationParamsSchema,
    response: { 200: activationInfoSchema, ...errorResponses(404, 429) },
  },
  'POST /v1/user/set-password': {
    body: setPasswordSchema,
    response: { 200: successSchema, ...errorResponses(404, 422, 429) },
  },
  'POST /v1/user/password-reset-token': {
    body: passwordResetRequestSchema,
    response: { 200: successSchema, ...errorResponses(422) },
  },
  /**
   * Adds a client to the CRM as a contact (by email: firstname, lastname, phone), or updates
   * theirs: the client themself, or an admin. 204: no CRM is configured, nothing was done; 502:
   * the CRM failed (logged).
   */
  'POST /v1/user/add-to-hub-spot/:id': {
    params: idParamsSchema,
    response: { 200: crmContactSchema, 204: z.null(), ...errorResponses(401, 404, 422, 502) },
  },
  'POST /v1/user/password-reset/:code': {
    params: passwordResetParamsSchema,
    body: passwordResetSchema,
    response: { 200: successSchema, ...errorResponses(404, 422, 429) },
  },
});

export type UserRoutes = typeof userRoutes;
