import type { Commande } from '../../../src/features/orders/api/getCommande.ts';
import type { CommandeResume } from '../../../src/features/orders/api/getCommandePage.ts';
import type { Facture } from '../../../src/features/invoices/api/getFacture.ts';
import type { FormationReservee } from '../../../src/features/trainings/api/getFormationsReservees.ts';

/** Orders, invoices and trainings as the contract describes them, for the follow-up pages' tests. */

export function resume(Id: number, overrides: Partial<CommandeResume> = {}): CommandeResume {
  return {
    Id,
    Numero: `CMD-2026-${String(Id).padStart(6, '0')}`,
    DatePassage: '2026-03-12T09:15:00Z',
    IdEtatCommande: 3,
    EtatCommande: 'Payée',
    TotalTTCCentimes: 5880,
    Telechargements: [],
    ...overrides,
  };
}

const FACTURATION: Commande['Facturation'] = {
  Civilite: 'Mme',
  Prenom: 'Marie',
  Nom: 'Le Goff',
  Email: 'auteur@example.org',
  RaisonSociale: 'Éditions de Penhoët',
  Siret: '12345678900012',
  NumeroTva: 'FR32123456789',
  Adresse: {
    NumeroEtVoie: '12 rue des Hirondelles',
    ComplementsAdresse: null,
    CodePostal: '56000',
    Ville: 'Vannes',
    Pays: 'France',
    CodePays: 'FR',
  },
};

export const COMMANDE: Commande = {
  Id: 42,
  Numero: 'CMD-2026-000042',
  DatePassage: '2026-03-12T09:15:00Z',
  IdEtatCommande: 3,
  EtatCommande: 'Payée',
  Lignes: [
    {
      Id: 401,
      IdProduit: 1,
      IdTypeProduit: 1,
      Libelle: "Référencement d'un livre imprimé",
      Quantite: 1,
      PrixUnitaireTTCCentimes: 4900,
      PrixUnitaireHTCentimes: 4083,
      TauxTva: 20,
      MontantTTCCentimes: 4900,
      MontantHTCentimes: 4083,
      IdPublication: 7,
      Publication: { Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' },
      IdFormation: null,
      Formation: null,
      Telechargement: null,
    },
    {
      Id: 402,
      IdProduit: 10,
      IdTypeProduit: 2,
      Libelle: 'Métadonnées et diffusion',
      Quantite: 2,
      PrixUnitaireTTCCentimes: 1250,
      PrixUnitaireHTCentimes: 1042,
      TauxTva: 20,
      MontantTTCCentimes: 2500,
      MontantHTCentimes: 2083,
      IdPublication: null,
      Publication: null,
      IdFormation: 3,
      Formation: { Id: 3, DateDebut: '2026-04-02', DateFin: '2026-04-03', Lieu: 'Paris', PlacesRestantes: 4 },
      Telechargement: null,
    },
    {
      Id: 403,
      IdProduit: 50,
      IdTypeProduit: 5,
      Libelle: 'Bienvenue',
      Quantite: 1,
      PrixUnitaireTTCCentimes: -740,
      PrixUnitaireHTCentimes: -617,
      TauxTva: 20,
      MontantTTCCentimes: -740,
      MontantHTCentimes: -617,
      IdPublication: null,
      Publication: null,
      IdFormation: null,
      Formation: null,
      Telechargement: null,
    },
  ],
  CodeReduction: 'BIENVENUE10',
  MontantProduitsTTCCentimes: 7400,
  MontantReductionTTCCentimes: 740,
  TotalHTCentimes: 5550,
  TotalTVACentimes: 1110,
  TotalTTCCentimes: 6660,
  Facturation: FACTURATION,
  VersionCGV: '2026-01',
  DemandeExecutionImmediate: true,
  RenonceDroitRetractation: true,
  Payable: false,
  Annulable: false,
  Paiements: [
    {
      Id: 1,
      DateCreation: '2026-03-12T09:16:00Z',
      Etat: 'refused',
      MontantCentimes: 6660,
      MoyenPaiement: 'VISA',
      DateNotification: '2026-03-12T09:17:00Z',
    },
    {
      Id: 2,
      DateCreation: '2026-03-12T09:20:00Z',
      Etat: 'succeeded',
      MontantCentimes: 6660,
      MoyenPaiement: 'CB',
      DateNotification: '2026-03-12T09:21:00Z',
    },
  ],
  Factures: [{ Id: 9, Numero: 'FA-2026-000009', DateEmission: '2026-03-12', Avoir: false, TotalTTCCentimes: 6660 }],
};

export const FACTURE: Facture = {
  Id: 9,
  Numero: 'FA-2026-000009',
  Avoir: false,
  NumeroFactureOrigine: null,
  DateEmission: '2026-03-12',
  IdCommande: 42,
  NumeroCommande: 'CMD-2026-000042',
  Vendeur: {
    RaisonSociale: 'Données du Livre SAS',
    Adresse: '35 rue Grégoire-de-Tours',
    CodePostal: '75006',
    Ville: 'Paris',
    CodePays: 'FR',
    Siren: '123456789',
    NumeroTva: 'FR12123456789',
    FormeJuridique: 'SAS',
    Capital: '50 000 €',
    Rcs: 'RCS Paris B 123 456 789',
  },
  Client: FACTURATION,
  Lignes: [
    {
      Libelle: "Référencement d'un livre imprimé",
      Quantite: 1,
      PrixUnitaireHTCentimes: 4083,
      TauxTva: 20,
      MontantHTCentimes: 4083,
    },
    {
      Libelle: 'Guide de la diffusion',
      Quantite: 2,
      PrixUnitaireHTCentimes: 948,
      TauxTva: 5.5,
      MontantHTCentimes: 1896,
    },
  ],
  TotalHTCentimes: 5979,
  TotalTVACentimes: 921,
  TotalTTCCentimes: 6900,
  CodeReduction: 'BIENVENUE10',
  MontantReductionTTCCentimes: 500,
  Tva: [
    { TauxTva: 5.5, BaseHTCentimes: 1896, MontantTVACentimes: 104, RemiseHTCentimes: 0 },
    { TauxTva: 20, BaseHTCentimes: 4083, MontantTVACentimes: 817, RemiseHTCentimes: 0 },
  ],
  DatePaiement: '2026-03-12',
  MoyenPaiement: 'carte bancaire (CB)',
  MentionsProfessionnel:
    'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.',
};

export function formation(IdCommandeProduit: number, overrides: Partial<FormationReservee> = {}): FormationReservee {
  return {
    IdProduit: 10,
    IdCommandeProduit,
    IdCommande: 42,
    NumeroCommande: 'CMD-2026-000042',
    Libelle: 'Métadonnées et diffusion',
    Quantite: 1,
    Session: { Id: 3, DateDebut: '2026-04-02', DateFin: '2026-04-03', Lieu: 'Paris', PlacesRestantes: 4 },
    Lien: null,
    Documents: [],
    EtatPresence: 'aVenir',
    ...overrides,
  };
}
