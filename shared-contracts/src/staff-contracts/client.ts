import type { Args, Reply } from '../routes/contract.ts';
import type { SecurityRequirementsRoutes } from '../routes/security-requirements.ts';
import type { UserRoutes } from '../user/routes.ts';
import type { ConsultancyAgreementSign, SecurityRequirementsInput } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Sign = UserRoutes['PUT /v1/user/consultancy-agreement/:id'];
type OwnForm = SecurityRequirementsRoutes['GET /v1/security-requirements/get-own'];
type SubmitForm = SecurityRequirementsRoutes['POST /v1/security-requirements'];

export type { ConsultancyAgreementSign, SecurityRequirementsInput };

/** The signer's own user id, and the signature. */
export type ConsultancyAgreementSignRequest = Args<Sign, 'params'> & ConsultancyAgreementSign;

/**
 * The paperwork typists and proofreaders sign before working (staff spec section 7): signing
 * the consultancy agreement (its PDF is a download, see downloadFile) and the IT security form.
 * Each signature changes the profile, whose contracts state the shell's gate reads.
 */
export const staffContractsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signConsultancyAgreement: build.mutation<Reply<Sign>, ConsultancyAgreementSignRequest>({
      query: ({ id, ...body }) => ({
        url: `/v1/user/consultancy-agreement/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    getOwnSecurityRequirements: build.query<Reply<OwnForm>, void>({
      query: () => ({ url: '/v1/security-requirements/get-own' }),
      providesTags: ['SecurityRequirements'],
    }),
    submitSecurityRequirements: build.mutation<Reply<SubmitForm>, SecurityRequirementsInput>({
      query: (body) => ({ url: '/v1/security-requirements', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Profile', 'SecurityRequirements'] : []),
    }),
  }),
});

export const {
  useSignConsultancyAgreementMutation,
  useGetOwnSecurityRequirementsQuery,
  useSubmitSecurityRequirementsMutation,
} = staffContractsApi;
