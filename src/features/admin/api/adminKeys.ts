/** The query keys of the back office's home: the modules a member of staff may open. */
export const adminKeys = {
  modules: (login: string) => ['bo', 'modules', login] as const,
};
