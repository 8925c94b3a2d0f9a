import type { QueryClient } from '@tanstack/react-query';
import type { AttendeesDependencies } from '../../../../machines/attendees/types.ts';
import { post } from '../../../lib/api/client.ts';
import { trainingKeys } from './trainingKeys.ts';

/** The attendees machine's effects in the application: the real call, and the saved list in the query cache. */
export function attendeesDependencies(queryClient: QueryClient): AttendeesDependencies {
  return {
    api: {
      save: ({ idProduit, idCommandeProduit, participants }, signal) =>
        post(
          '/Formation/Participants_Update',
          { Id: idProduit, IdCommandeProduit: idCommandeProduit, Participants: participants },
          { signal },
        ),
    },
    saved: ({ Formation }) => {
      queryClient.setQueryData(trainingKeys.attendees(Formation.IdProduit, Formation.IdCommandeProduit), Formation);
    },
  };
}
