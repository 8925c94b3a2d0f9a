/** The query keys of the customer's account and of its confirmation by e-mail. */
export const accountKeys = {
  detail: (login: string) => ['compte', login] as const,
  confirmation: (code: string) => ['compte', 'confirmation', code] as const,
  suppression: (login: string) => ['compte', login, 'suppression'] as const,
};
