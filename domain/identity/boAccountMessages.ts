/** What the back office's account calls answer when they refuse or succeed (/BO/Compte/…). */
export const BO_ACCOUNT_MESSAGES = {
  /** 409: the staff member signed in cannot take their own back-office access away. */
  demoteSelf: 'Vous ne pouvez pas retirer vous-même votre accès au back-office.',
} as const;
