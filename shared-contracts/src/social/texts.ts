/** Social sign-in: the popup's page and the login page show these. */
export const socialTexts = {
  failure: 'We had a problem logging you via social network.',
  signedIn: 'Signed in. You can close this window.',
  notAvailable: 'This social sign-in is not available.',
} as const;
