/** The shared custom word list of the spell checker (staff spec section 7; no wording given). */
export const spellCheckerTexts = {
  wordTaken: 'This word is in the dictionary already',
  wordNotFound: 'This word is not in the dictionary',
  oneWord: 'A word has letters only, with apostrophes or hyphens inside it',
  adminsOnly: 'Only admins may change or remove words of the dictionary',
};
