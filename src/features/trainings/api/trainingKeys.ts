/** The query keys of the customer's booked training sessions: the list and each session. */
export const trainingKeys = {
  all: () => ['formations-reservees'] as const,
  detail: (id: number, idCommandeProduit: number) => ['formations-reservees', id, idCommandeProduit] as const,
};
