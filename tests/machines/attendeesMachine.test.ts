import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { attendeesMachine } from '../../machines/attendees/attendeesMachine.ts';
import { draftParticipants } from '../../machines/attendees/attendeesRules.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import { ALICE, attendeesModel, CHLOE, resetSavedSink, SAVED, TO_GIVE } from './attendees/attendeesModel.ts';

describeMachinePaths('attendees machine', attendeesModel, 'attendeesMachine', {
  reset: resetSavedSink,
  more: () => {
    test('a refused list says at which fields, in the contract’s French words', () => {
      const actor = createActor(attendeesMachine).start();
      actor.send({ type: 'attendees.loaded', formation: TO_GIVE });
      actor.send({
        type: 'attendees.save',
        participants: [ALICE, { Prenom: ' ', Nom: 'Durand', Email: ALICE.Email.toUpperCase() }],
      });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        '/Participants/1/Prenom': 'Champ obligatoire',
        '/Participants/1': "Cette adresse e-mail est déjà celle d'un autre participant",
      });
      actor.stop();
    });

    test('the form starts from the saved list, or from the buyer on the first seat', () => {
      expect(draftParticipants(TO_GIVE)).toEqual([ALICE, { Prenom: '', Nom: '', Email: '' }]);
      expect(draftParticipants({ ...SAVED, Participants: [CHLOE, ALICE] })).toEqual([CHLOE, ALICE]);
    });
  },
});
