/**
 * What the API answers about changing a user (PUT /v1/user/{id}), shown by the profile forms, and
 * about listing users (GET /v1/user).
 */
export const userTexts = {
  wrongCurrentPassword: 'The current password is not correct.',
  fieldNotChangeable: 'This field cannot be changed here.',
  /** GET /v1/user. */
  staffListOnly: 'Restricted admins can list typists and proofreaders only.',
  gradeWithoutService: 'Choose the service this grade is for.',
  /** GET /v1/user/{id}: the same whether nobody has the id or the caller may not see them. */
  notFound: 'This user was not found.',
  /** PUT /v1/user/{id} and POST /v1/user/admin-create by admins. */
  adminsBySuperAdmin: 'Only a super admin can create or change admin accounts.',
  roleBySuperAdmin: "Only a super admin can change a user's role.",
  staffRolesOnly: 'A role can only change from one staff role to another.',
  ownRoleOrStatus: 'You cannot change your own role or status.',
  lastSuperAdmin: 'The last active super admin cannot be demoted, disabled or deleted.',
  unknownService: (shortName: string) => `There is no service ${shortName}.`,
  trainedInForWorkers: 'Only typists and proofreaders are trained in services.',
  emailTaken: 'An account with this email already exists.',
  /** PUT /v1/multi-factor-auth/{id} with reset, on another user's settings. */
  mfaResetBySuperAdmin:
    "Only a super admin can reset an admin account's two-factor authentication.",
} as const;
