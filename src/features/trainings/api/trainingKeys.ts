/** The query keys of the customer's booked training sessions: the list, each session and its attendees. */
export const trainingKeys = {
  all: () => ['formations-reservees'] as const,
  detail: (id: number, idCommandeProduit: number) => ['formations-reservees', id, idCommandeProduit] as const,
  attendees: (id: number, idCommandeProduit: number) =>
    ['formations-reservees', id, idCommandeProduit, 'participants'] as const,
};
