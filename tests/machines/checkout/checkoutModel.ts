import { expect } from 'vitest';
import type { LineKey } from '../../../domain/basket/lines.ts';
import { VERSION_CGV } from '../../../domain/order/checkoutRules.ts';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import {
  checkoutImplementations,
  checkoutMachine,
  type CheckoutMachine,
} from '../../../machines/checkout/checkoutMachine.ts';
import { selectBlockers, selectCanPlaceCommande } from '../../../machines/checkout/selectors.ts';
import type { Commande, ConditionsCommande, FormulairePaiement } from '../../../machines/checkout/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { produit } from '../basket/produitFixture.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The checkout machine's model: a basket that starts at once, a blocked one, stand-in answers. */

const LINE = {
  Id: 7,
  Produit: produit({
    Id: 20,
    IdTypeProduit: 3,
    IdRubrique: 3,
    Libelle: 'Guide du dépôt légal',
    PrixTTCCentimes: 1500,
    TauxTva: 5.5,
  }),
  Quantite: 1,
  IdPublication: null,
  IdFormation: null,
  PrixUnitaireTTCCentimes: 1500,
  MontantTTCCentimes: 1500,
  MessageErreur: null,
  Publication: null,
  Formation: null,
};

export const READY: ConditionsCommande = {
  VersionCGV: VERSION_CGV,
  Facturation: {
    Civilite: 'Madame',
    Prenom: 'Claire',
    Nom: 'Martin',
    Email: 'claire@example.org',
    RaisonSociale: null,
    Siret: null,
    NumeroTva: null,
    Adresse: {
      NumeroEtVoie: '3 rue des Lilas',
      ComplementsAdresse: null,
      CodePostal: '75011',
      Ville: 'Paris',
      Pays: 'France',
      CodePays: 'FR',
    },
  },
  ExecutionImmediateRequise: true,
  LignesSansPublication: [],
  LignesFormationParticulier: [],
  FormationParticulierRefusee: false,
  Panier: {
    Id: 41,
    listCommandeProduit: [LINE],
    IdEtatCommande: 1,
    CodeReduction: null,
    NombreArticles: 1,
    MontantProduitsTTCCentimes: 1500,
    MontantReductionTTCCentimes: 0,
    TotalTTCCentimes: 1500,
    TotalHTCentimes: 1422,
    TotalTVACentimes: 78,
    MessageErreur: null,
  },
};

/** No address on the profile: nothing the customer ticks lets the order through. */
export const NO_ADDRESS: ConditionsCommande = { ...READY, Facturation: { ...READY.Facturation, Adresse: null } };

/** A training a private customer pays for themselves: it cannot be ordered online, whatever is ticked, until removed. */
export const TRAINING_LINE = {
  ...LINE,
  Id: 9,
  Produit: { ...LINE.Produit, Id: 10, IdTypeProduit: 2, Libelle: 'Atelier : publier son premier livre' },
  IdFormation: 101,
  PrixUnitaireTTCCentimes: 24000,
  MontantTTCCentimes: 24000,
  Formation: { Id: 101, DateDebut: '2027-03-15', DateFin: '2027-03-16', Lieu: 'Rennes', PlacesRestantes: 8 },
};
export const TRAINING_FOR_INDIVIDUAL: ConditionsCommande = {
  ...READY,
  LignesFormationParticulier: [TRAINING_LINE.Id],
  FormationParticulierRefusee: true,
  Panier: { ...READY.Panier, listCommandeProduit: [LINE, TRAINING_LINE] },
};

/** Nothing starts before the withdrawal period ends: the CGV alone are to be accepted. */
export const CGV_ONLY: ConditionsCommande = { ...READY, ExecutionImmediateRequise: false };

/** A referencing line without its publication: the order waits until one is chosen. */
export const REFERENCING_LINE = {
  ...LINE,
  Id: 8,
  Produit: { ...LINE.Produit, Id: 21, IdTypeProduit: 1, Libelle: "Référencement d'un livre imprimé" },
  PrixUnitaireTTCCentimes: 3000,
  MontantTTCCentimes: 3000,
};
export const NO_PUBLICATION: ConditionsCommande = {
  ...READY,
  LignesSansPublication: [REFERENCING_LINE.Id],
  Panier: { ...READY.Panier, listCommandeProduit: [LINE, REFERENCING_LINE] },
};
/** The publication the customer chooses for it. */
export const CHOSEN_PUBLICATION = { Id: 3, Titre: 'Les Jardins de Rennes', Ean: '9782365121002' };

const KIND_OF_CONDITIONS = new Map<ConditionsCommande | null, string>([
  [READY, 'ok'],
  [NO_ADDRESS, 'sansAdresse'],
  [NO_PUBLICATION, 'sansPublication'],
  [TRAINING_FOR_INDIVIDUAL, 'formationParticulier'],
  [CGV_ONLY, 'cgvSeules'],
]);

export const COMMANDE = {
  Id: 41,
  Numero: 'C2026-000041',
  TotalTTCCentimes: 1500,
  IdEtatCommande: ETAT_COMMANDE.enAttenteDePaiement,
} as Commande;
/** A basket of 0 € (a code took all of it): the server paid the order as it placed it. */
export const SETTLED = {
  Id: 42,
  Numero: 'C2026-000042',
  TotalTTCCentimes: 0,
  IdEtatCommande: ETAT_COMMANDE.payee,
} as Commande;

export const FORMULAIRE: FormulairePaiement = {
  IdPaiement: 5,
  Url: 'http://127.0.0.1/paiement-test/vads-payment/',
  Champs: { vads_amount: '1500', signature: 'x' },
};

export const REFUSED = new ApiError(
  'Votre code de réduction n’est plus valable : il a été retiré de votre panier.',
  409,
);
const DOWN = new ApiError('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.', 503);

export const effects: {
  chosen: { line: Required<LineKey>; IdPublication: number }[];
  removed: Required<LineKey>[];
  placed: Commande[];
  redirected: FormulairePaiement[];
  settled: Commande[];
} = { chosen: [], removed: [], placed: [], redirected: [], settled: [] };

export function resetEffects(): void {
  effects.chosen.length = 0;
  effects.removed.length = 0;
  effects.placed.length = 0;
  effects.redirected.length = 0;
  effects.settled.length = 0;
}

const events: ModelEvent<CheckoutMachine>[] = [
  { type: 'checkout.answer', answer: 'accepteCgv', value: true },
  { type: 'checkout.answer', answer: 'demandeExecutionImmediate', value: true },
  { type: 'checkout.answer', answer: 'renonceDroitRetractation', value: true },
  { type: 'checkout.answer', answer: 'accepteCgv', value: false },
  { type: 'checkout.choosePublication', idLigne: REFERENCING_LINE.Id, IdPublication: CHOSEN_PUBLICATION.Id },
  { type: 'checkout.removeLine', idLigne: TRAINING_LINE.Id },
  { type: 'checkout.basketChanged' },
  { type: 'checkout.confirm' },
  { type: 'checkout.retry' },
  actorDone('loadConditions', READY),
  actorDone('loadConditions', NO_ADDRESS),
  actorDone('loadConditions', NO_PUBLICATION),
  actorDone('loadConditions', TRAINING_FOR_INDIVIDUAL),
  actorDone('loadConditions', CGV_ONLY),
  // Read again once the basket has the publication.
  actorDone('refreshConditions', READY),
  actorError('refreshConditions', DOWN),
  actorError('loadConditions', DOWN),
  actorDone('placeCommande', COMMANDE),
  actorDone('placeCommande', SETTLED),
  actorError('placeCommande', REFUSED),
  actorDone('startPayment', FORMULAIRE),
  actorError('startPayment', DOWN),
];

const { actions } = checkoutImplementations({
  api: {
    conditions: () => Promise.reject(new Error('held by the model')),
    placeCommande: () => Promise.reject(new Error('held by the model')),
    startPayment: () => Promise.reject(new Error('held by the model')),
  },
  choosePublication: (line, IdPublication) => effects.chosen.push({ line, IdPublication }),
  removeLine: (line) => effects.removed.push(line),
  commandePlaced: (commande) => effects.placed.push(commande),
  redirect: (formulaire) => effects.redirected.push(formulaire),
  showSettled: (commande) => effects.settled.push(commande),
});

export const checkoutModel = createMachineModel({
  machine: checkoutMachine,
  events,
  input: { idempotencyKey: 'cle-de-test' },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      conditions: KIND_OF_CONDITIONS.get(snapshot.context.conditions) ?? null,
      choices: snapshot.context.choices,
      removals: snapshot.context.removals,
      answers: [
        snapshot.context.accepteCgv,
        snapshot.context.demandeExecutionImmediate,
        snapshot.context.renonceDroitRetractation,
      ],
      commande: snapshot.context.commande?.Id ?? null,
      error: snapshot.context.error !== null,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    // The order button is enabled exactly when nothing blocks and every acceptance the basket needs is given.
    const { accepteCgv, demandeExecutionImmediate, renonceDroitRetractation, conditions } = snapshot.context;
    const expected =
      snapshot.matches('reviewing') &&
      conditions !== null &&
      selectBlockers(snapshot).length === 0 &&
      accepteCgv &&
      (!conditions.ExecutionImmediateRequise || (demandeExecutionImmediate && renonceDroitRetractation));
    expect(selectCanPlaceCommande(snapshot)).toBe(expected);
    // A publication chosen here is handed to the basket once, for the referencing line's key.
    for (const [idLigne, IdPublication] of Object.entries(snapshot.context.choices)) {
      expect(Number(idLigne)).toBe(REFERENCING_LINE.Id);
      expect(effects.chosen.at(-1)).toEqual({
        line: { IdProduit: REFERENCING_LINE.Produit.Id, IdPublication: null, IdFormation: null },
        IdPublication,
      });
    }
    // A training removed here is handed to the basket once, for the training line's key.
    expect(effects.removed.length).toBeLessThanOrEqual(1);
    for (const idLigne of snapshot.context.removals) {
      expect(idLigne).toBe(TRAINING_LINE.Id);
      expect(effects.removed.at(-1)).toEqual({ IdProduit: 10, IdPublication: null, IdFormation: 101 });
    }
    // An order is placed once, and the basket reloads for it; the browser leaves only with a signed form.
    expect(effects.placed.length).toBe(snapshot.context.commande ? 1 : 0);
    expect(effects.redirected.length).toBe(snapshot.matches('redirecting') ? 1 : 0);
    // An order paid as it was placed opens no payment: its confirmation is shown, once.
    expect(effects.settled).toEqual(snapshot.matches('settled') ? [SETTLED] : []);
    if (snapshot.matches('paymentFailed')) expect(snapshot.context.commande).not.toBeNull();
  },
});
