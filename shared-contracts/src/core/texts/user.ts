/** What the API answers about changing a user (PUT /v1/user/{id}), shown by the profile forms. */
export const userTexts = {
  wrongCurrentPassword: 'The current password is not correct.',
  fieldNotChangeable: 'This field cannot be changed here.',
} as const;
