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
  /** GET /v1/user/{id}. */
  notFound: 'This user does not exist.',
  staffOnly: 'Restricted admins can see typists and proofreaders only.',
} as const;
