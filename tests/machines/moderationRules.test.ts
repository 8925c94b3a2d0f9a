import { describe, expect, test } from 'vitest';
import type { StateValue } from 'xstate';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { moderationStateOfEtatPublication } from '../../domain/publication/moderation.ts';
import { moderationMachine } from '../../machines/moderation/moderationMachine.ts';
import { selectEtatPublication } from '../../machines/moderation/selectors.ts';
import type { ModerationEvent } from '../../machines/moderation/types.ts';
import { applyToPersisted } from '../../machines/persistedTransition.ts';

function move(value: StateValue, event: ModerationEvent) {
  return applyToPersisted(moderationMachine, value, event);
}

const SUBMIT: ModerationEvent = { type: 'moderation.submit', firstInvalidStep: null };

describe('moderation rules, applied to stored states as the server applies them', () => {
  test('a draft whose steps are valid is submitted, its submission recorded, nobody told', () => {
    const step = move('brouillon', SUBMIT);
    expect(step).toMatchObject({ value: 'soumise', accepted: true, changed: true });
    expect(selectEtatPublication(step.snapshot)).toBe(ETAT_PUBLICATION.enAttenteDeModeration);
    expect(step.actions).toEqual([{ type: 'record', params: { nature: 'soumission' } }]);
  });

  test('a draft with an invalid step stays a draft and records nothing', () => {
    expect(move('brouillon', { type: 'moderation.submit', firstInvalidStep: 4 })).toMatchObject({
      value: 'brouillon',
      accepted: false,
      changed: false,
      actions: [],
    });
  });

  test('an answer records itself and asks for the author to be told', () => {
    const accepted = move('soumise', { type: 'moderation.accept' });
    expect(accepted.value).toBe('validee');
    expect(accepted.actions.map((action) => action.type)).toEqual(['record', 'notifyAuthor']);
    const refused = move('soumise', { type: 'moderation.refuse', idsRaisonRefus: [1] });
    expect(refused.value).toBe('refusee');
    expect(refused.actions).toEqual([
      { type: 'record', params: { nature: 'refus' } },
      { type: 'notifyAuthor', params: undefined },
    ]);
  });

  test('a refusal without a reason is not an answer', () => {
    expect(move('soumise', { type: 'moderation.refuse', idsRaisonRefus: [] })).toMatchObject({
      value: 'soumise',
      accepted: false,
    });
  });

  test('only a submitted publication is withdrawn or answered', () => {
    for (const value of ['brouillon', 'validee', 'refusee']) {
      expect(move(value, { type: 'moderation.withdraw' }).accepted).toBe(false);
      expect(move(value, { type: 'moderation.accept' }).accepted).toBe(false);
      expect(move(value, { type: 'moderation.refuse', idsRaisonRefus: [1] }).accepted).toBe(false);
    }
  });

  test('a refused publication is submitted again; a submitted or validated one is not', () => {
    expect(move('refusee', SUBMIT).value).toBe('soumise');
    expect(move('soumise', SUBMIT).accepted).toBe(false);
    expect(move('validee', SUBMIT).accepted).toBe(false);
  });

  test('a referenced publication reads as validated: its moderation is over', () => {
    expect(moderationStateOfEtatPublication(ETAT_PUBLICATION.referencee)).toBe('validee');
  });
});
