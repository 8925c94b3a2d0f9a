import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MessageCatalogueRecord } from '../../../domain/referencing/catalogueMessageFields.ts';

/**
 * The portal's tables. Ids that the contract or the front end know by value (language 20, France 74,
 * contribution types 0 to 9…) are stored as given; tables that grow at run time use identity columns,
 * whose sequences the seed moves past the ids it inserts.
 */

/** A plain reference list: the same two columns, one table each so that foreign keys stay precise. */
function referenceTable(name: string) {
  return pgTable(name, {
    id: integer('id').primaryKey(),
    libelle: text('libelle').notNull(),
  });
}

export const langues = referenceTable('langues');
export const disponibilites = referenceTable('disponibilites');
export const formats = referenceTable('formats');
export const illustrations = referenceTable('illustrations');
export const typesOuvrage = referenceTable('types_ouvrage');
export const typesVoie = referenceTable('types_voie');
export const etatsCommande = referenceTable('etats_commande');
export const etatsPublication = referenceTable('etats_publication');
export const raisonsRefus = referenceTable('raisons_refus');
export const typesCompte = referenceTable('types_compte');
export const sujetsContact = referenceTable('sujets_contact');

export const typesContribution = pgTable('types_contribution', {
  id: integer('id').primaryKey(),
  libelle: text('libelle').notNull(),
  rang: integer('rang').notNull(),
});

export const codesTransaction = pgTable('codes_transaction', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
});

export const pays = pgTable('pays', {
  idPays: integer('id_pays').primaryKey(),
  libelle: text('libelle').notNull(),
  codeIso: text('code_iso').notNull(),
});

export const villes = pgTable(
  'villes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codePostal: text('code_postal').notNull(),
    libelle: text('libelle').notNull(),
    codeInsee: text('code_insee').notNull(),
  },
  (t) => [index('villes_code_postal_idx').on(t.codePostal)],
);

export const sujets = pgTable(
  'sujets',
  {
    id: integer('id').primaryKey(),
    libelle: text('libelle').notNull(),
    niveau: integer('niveau').notNull(),
    idParent: integer('id_parent').references((): AnyPgColumn => sujets.id),
  },
  (t) => [index('sujets_id_parent_idx').on(t.idParent)],
);

export const contenus = pgTable('contenus', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nom: text('nom').notNull().unique(),
  idTypeContenu: integer('id_type_contenu').notNull(),
});

export const contenuElements = pgTable(
  'contenu_elements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idContenu: integer('id_contenu')
      .notNull()
      .references(() => contenus.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    idTypeContenuElement: integer('id_type_contenu_element').notNull(),
    rang: integer('rang').notNull(),
    valeur: text('valeur'),
    libelle: text('libelle'),
    description: text('description'),
    sousLibelle: text('sous_libelle'),
    /** Stored file of an image element: its public URL and type. */
    fichierData: text('fichier_data'),
    fichierTypeMime: text('fichier_type_mime'),
  },
  (t) => [index('contenu_elements_id_contenu_idx').on(t.idContenu)],
);

/** The value of one element in a kept version of a content block. */
export interface ContenuElementVersionRecord {
  Id: number;
  Valeur: string | null;
}

/**
 * A content block as it was just before a back-office save replaced it: the values of its elements, when
 * it was replaced and by whom (the login, kept even if the account goes).
 */
export const contenuVersions = pgTable(
  'contenu_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idContenu: integer('id_contenu')
      .notNull()
      .references(() => contenus.id, { onDelete: 'cascade' }),
    elements: jsonb('elements').$type<ContenuElementVersionRecord[]>().notNull(),
    idCompte: integer('id_compte').references((): AnyPgColumn => comptes.id, { onDelete: 'set null' }),
    login: text('login').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contenu_versions_id_contenu_id_idx').on(t.idContenu, t.id)],
);

/** The site's content version, one row (id 1): raised in the transaction of every content save. */
export const versionSite = pgTable(
  'version_site',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    dateMaj: timestamp('date_maj', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('version_site_une_ligne', sql`${t.id} = 1`)],
);

export const rubriques = pgTable('rubriques', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
  description: text('description').notNull(),
  visible: boolean('visible').notNull(),
  rang: integer('rang').notNull(),
});

export const produits = pgTable(
  'produits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idTypeProduit: integer('id_type_produit').notNull(),
    idRubrique: integer('id_rubrique')
      .notNull()
      .references(() => rubriques.id),
    libelle: text('libelle').notNull(),
    description: text('description').notNull(),
    prixTtcCentimes: integer('prix_ttc_centimes').notNull(),
    tauxTva: numeric('taux_tva', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    rang: integer('rang').notNull(),
    visible: boolean('visible').notNull(),
    /** An article's downloadable PDF: the address it is stored under (a name the server chose), and its size. */
    fichier: text('fichier'),
    fichierOctets: integer('fichier_octets'),
    /** A subscription's referencings included over its year; null: as many as the subscriber declares. */
    referencementsInclus: integer('referencements_inclus'),
  },
  (t) => [
    index('produits_id_rubrique_idx').on(t.idRubrique),
    check('produits_fichier_et_octets', sql`(${t.fichier} is null) = (${t.fichierOctets} is null)`),
  ],
);

/** The editorial contents shown with a rubrique or a product (Rubrique.Contenu, Produit.Contenu). */
export const rubriqueContenus = pgTable('rubrique_contenus', {
  idRubrique: integer('id_rubrique')
    .notNull()
    .references(() => rubriques.id, { onDelete: 'cascade' }),
  idContenu: integer('id_contenu')
    .primaryKey()
    .references(() => contenus.id, { onDelete: 'cascade' }),
});

export const produitContenus = pgTable('produit_contenus', {
  idProduit: integer('id_produit')
    .notNull()
    .references(() => produits.id, { onDelete: 'cascade' }),
  idContenu: integer('id_contenu')
    .primaryKey()
    .references(() => contenus.id, { onDelete: 'cascade' }),
});

/** The discount of a product of type 5; its code is what the customer types and never leaves the server. */
export const reductions = pgTable('reductions', {
  idProduit: integer('id_produit')
    .primaryKey()
    .references(() => produits.id, { onDelete: 'cascade' }),
  idTypeReduction: integer('id_type_reduction').notNull(),
  valeur: integer('valeur').notNull(),
  /** The first day the code applies; null, from its creation. */
  dateDebut: date('date_debut', { mode: 'string' }),
  dateFin: date('date_fin', { mode: 'string' }),
  idProduitCible: integer('id_produit_cible').references(() => produits.id),
  codeReduction: text('code_reduction').notNull().unique(),
});

export const sessionsFormation = pgTable(
  'sessions_formation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idProduit: integer('id_produit')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    lieu: text('lieu').notNull(),
    placesRestantes: integer('places_restantes').notNull(),
    /** The virtual classroom of a remote session. */
    lien: text('lien'),
    /** DocumentFormation[]: what trainees receive. */
    documents: jsonb('documents').notNull().default([]),
  },
  (t) => [index('sessions_formation_id_produit_idx').on(t.idProduit)],
);

export const modulesAdmin = pgTable('modules_admin', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  libelle: text('libelle').notNull(),
  link: text('link').notNull(),
  iconclassname: text('iconclassname').notNull(),
  rang: integer('rang').notNull(),
  visible: boolean('visible').notNull(),
});

export const comptes = pgTable(
  'comptes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The e-mail address, which is also the login; stored in lower case. */
    login: text('login').notNull().unique(),
    /**
     * The identity provider's `sub` for this account, by which the API finds the caller: set when the account is
     * created (the embedded provider's is the account's id, Keycloak's its user id), or on the first call of an
     * account older than the column. A token of a deleted account never acts on a new one with the same login.
     */
    sujet: text('sujet').unique(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    idCivilite: integer('id_civilite').notNull(),
    role: text('role').notNull(),
    idTypeCompte: integer('id_type_compte').references(() => typesCompte.id),
    telephone: text('telephone'),
    numeroVoie: text('numero_voie'),
    idTypeVoie: integer('id_type_voie').references(() => typesVoie.id),
    nomVoie: text('nom_voie'),
    complementsAdresse: text('complements_adresse'),
    codePostal: text('code_postal'),
    ville: text('ville'),
    idPays: integer('id_pays').references(() => pays.idPays),
    /**
     * `scrypt$N$r$p$salt$hash` (node:crypto scrypt, base64 parts) for the embedded identity provider;
     * null when the password is kept by an external provider (Keycloak).
     */
    motDePasseHash: text('mot_de_passe_hash'),
    confirme: boolean('confirme').notNull().default(false),
    /** The company the account speaks for (Societe of the contract), both null for a private person. */
    raisonSociale: text('raison_sociale'),
    siret: text('siret'),
    /** When the author accepted the conditions of declaring a publication (/publication/conditions), null before. */
    dateAcceptationConditionsPublication: timestamp('date_acceptation_conditions_publication', { withTimezone: true }),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateMaj: timestamp('date_maj', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the back office's Recherche looks into, case and accents folded (see server/platform/db/searchKey.ts):
     * login, first and last names both ways round, company — « Camille Martin » and « martin camille » both find
     * Camille Martin.
     */
    cleRecherche: text('cle_recherche')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `cle_recherche(login || ' ' || prenom || ' ' || nom || ' ' || prenom || ' ' || coalesce(raison_sociale, ''))`,
        ),
      ),
    /**
     * When the account was deleted and its row kept, anonymised, for the orders and invoices the law keeps ten
     * years (Code de commerce, art. L123-22); null for a live account.
     */
    dateAnonymisation: timestamp('date_anonymisation', { withTimezone: true }),
  },
  (t) => [
    index('comptes_cle_recherche_trgm_idx').using('gin', t.cleRecherche.op('gin_trgm_ops')),
    // The publications list's Login filter.
    index('comptes_cle_login_trgm_idx').using('gin', sql.raw('cle_recherche(login) gin_trgm_ops')),
  ],
);

/**
 * The codes sent by e-mail to confirm new accounts. Only a SHA-256 digest is kept, so reading the
 * table confirms nothing; a used code stays, dated, so that a second use can be told apart from a typo.
 */
export const codesConfirmation = pgTable(
  'codes_confirmation',
  {
    empreinte: text('empreinte').primaryKey(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateUtilisation: timestamp('date_utilisation', { withTimezone: true }),
  },
  (t) => [index('codes_confirmation_id_compte_idx').on(t.idCompte)],
);

/**
 * The embedded OpenID provider's state (sessions, interactions, grants, codes, refresh tokens…), one
 * row per stored object: it survives restarts and is shared by every server process.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The oidc-provider model name (Session, Grant, RefreshToken…). */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Secrets the embedded provider generates once and keeps (its signing keys, the keys of its cookies):
 * stable across restarts and the same for every process.
 */
export const oidcSecrets = pgTable('oidc_secrets', {
  nom: text('nom').primaryKey(),
  valeur: jsonb('valeur').notNull(),
  dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
});

export const messagesContact = pgTable('messages_contact', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  idSujetContact: integer('id_sujet_contact')
    .notNull()
    .references(() => sujetsContact.id),
  nom: text('nom').notNull(),
  prenom: text('prenom').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone'),
  societe: text('societe'),
  message: text('message').notNull(),
  dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the portal sends is written here first: in embedded mode it is the developer's mailbox,
 * with SMTP it records what was handed to the relay and when.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  destinataire: text('destinataire').notNull(),
  replyTo: text('reply_to'),
  sujet: text('sujet').notNull(),
  texte: text('texte').notNull(),
  dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
  dateEnvoi: timestamp('date_envoi', { withTimezone: true }),
  erreurEnvoi: text('erreur_envoi'),
});

/**
 * The search key (cle_recherche, see server/platform/db/searchKey.ts) of what the back office's Recherche looks
 * into: title, EAN and contribution names.
 */
const PUBLICATION_SEARCH_KEY = sql.raw(
  `cle_recherche(coalesce(titre, '') || ' ' || ean || ' ' || jsonb_path_query_array(auteur_contribution, '$[*].Nom')::text)`,
);

/** The authors' publications, every field of the wizard's five steps. */

export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    ean: text('ean').notNull(),
    titre: text('titre'),
    idDisponibilite: integer('id_disponibilite')
      .notNull()
      .references(() => disponibilites.id),
    idEtatPublication: integer('id_etat_publication')
      .notNull()
      .references(() => etatsPublication.id),
    idsLangues: jsonb('ids_langues').$type<number[]>().notNull().default([20]),
    serie: boolean('serie').notNull().default(false),
    titreVolume: text('titre_volume'),
    numeroVolume: text('numero_volume'),
    multipleAuteurs: boolean('multiple_auteurs').notNull().default(false),
    /** Contributions as the contract gives them, kept sorted by Rang. */
    auteurContribution: jsonb('auteur_contribution').$type<AuteurContributionRecord[]>().notNull().default([]),
    idMarque: integer('id_marque').references((): AnyPgColumn => marques.id, { onDelete: 'set null' }),
    dateParution: date('date_parution'),
    /** The contract's decimal PrixTTC in euros, stored as integer cents so that no float reaches the books. */
    prixTTCCentimes: integer('prix_ttc_centimes'),
    nombrePage: integer('nombre_page'),
    formatPoids: integer('format_poids'),
    formatHauteur: integer('format_hauteur'),
    formatLargeur: integer('format_largeur'),
    formatEpaisseur: integer('format_epaisseur'),
    idFormat: integer('id_format').references(() => formats.id),
    idIllustration: integer('id_illustration').references(() => illustrations.id),
    coffret: boolean('coffret').notNull().default(false),
    genCod: text('gen_cod'),
    impressionDemande: boolean('impression_demande').notNull().default(false),
    idTypeOuvrage: integer('id_type_ouvrage').references(() => typesOuvrage.id),
    idSujet: integer('id_sujet').references(() => sujets.id),
    resume: text('resume'),
    visuelCouverture: text('visuel_couverture'),
    quatriemeCouverture: text('quatrieme_couverture'),
    /** The random tokens of the covers' public links (see server/areas/publications/publicCovers.ts); new with each file. */
    jetonVisuelCouverture: text('jeton_visuel_couverture'),
    jetonQuatriemeCouverture: text('jeton_quatrieme_couverture'),
    pageTitre: text('page_titre'),
    argumentaire: text('argumentaire'),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateMaj: timestamp('date_maj', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The date of the last submission in moderations_publication, copied there by a trigger (migration 0008) so
     * that the moderation list sorts on an index.
     */
    dateSoumission: timestamp('date_soumission', { withTimezone: true }),
    /** What Recherche looks into, case and accents folded (PUBLICATION_SEARCH_KEY), kept by the database. */
    cleRecherche: text('cle_recherche').notNull().generatedAlwaysAs(PUBLICATION_SEARCH_KEY),
  },
  (t) => [
    index('publications_id_compte_idx').on(t.idCompte),
    index('publications_id_compte_date_maj_idx').on(t.idCompte, t.dateMaj),
    // The back office's lists: one index per sort, the state first where the moderation list filters on it.
    index('publications_date_maj_id_idx').on(t.dateMaj, t.id),
    index('publications_date_creation_id_idx').on(t.dateCreation, t.id),
    index('publications_titre_id_idx').on(t.titre, t.id),
    index('publications_ean_id_idx').on(t.ean, t.id),
    // The Marque filter counts a brand's publications here, the moderation list's alone too, from the index only.
    index('publications_id_marque_etat_idx').on(t.idMarque, t.idEtatPublication),
    index('publications_etat_date_maj_id_idx').on(t.idEtatPublication, t.dateMaj, t.id),
    index('publications_etat_date_soumission_id_idx').on(t.idEtatPublication, t.dateSoumission, t.id),
    // Recherche: title, EAN and contribution names, searched with LIKE through trigrams (pg_trgm).
    index('publications_cle_recherche_trgm_idx').using('gin', t.cleRecherche.op('gin_trgm_ops')),
    // An account declares an EAN once; two simultaneous creations cannot both pass the check.
    uniqueIndex('publications_id_compte_ean').on(t.idCompte, t.ean),
    uniqueIndex('publications_jeton_visuel_couverture').on(t.jetonVisuelCouverture),
    uniqueIndex('publications_jeton_quatrieme_couverture').on(t.jetonQuatriemeCouverture),
  ],
);

/**
 * A publication's moderation history, one row per event: the author's submissions and withdrawals, the back
 * office's acceptances and refusals (spec 1 §7). The last answer is the last acceptance or refusal.
 */
export const moderationsPublication = pgTable(
  'moderations_publication',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idPublication: integer('id_publication')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    /** soumission, retrait, acceptation or refus (EvenementModeration.Nature). */
    nature: text('nature').notNull(),
    /** Ids of raisons_refus, checked when written: a refusal has one at least, the other events none. */
    idsRaisonRefus: jsonb('ids_raison_refus').$type<number[]>().notNull().default([]),
    commentaire: text('commentaire'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * For a refusal: the publication as it was refused (its contract fields), from which staff see what changed
     * when it comes back. Null for the other events, and for refusals written before it was kept.
     */
    instantane: jsonb('instantane').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('moderations_publication_id_publication_id_idx').on(t.idPublication, t.id),
    check('moderations_publication_nature', sql`${t.nature} in ('soumission', 'retrait', 'acceptation', 'refus')`),
  ],
);

/**
 * The fix list of a refusal: each reason attached by staff to the wizard's step and field where it is corrected,
 * and what the author did with it.
 */
export const correctionsPublication = pgTable(
  'corrections_publication',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idModeration: integer('id_moderation')
      .notNull()
      .references(() => moderationsPublication.id, { onDelete: 'cascade' }),
    idPublication: integer('id_publication')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    idRaisonRefus: integer('id_raison_refus')
      .notNull()
      .references(() => raisonsRefus.id),
    etape: integer('etape').notNull(),
    /** The contract's field name (ChampPublication); null for the whole step. */
    champ: text('champ'),
    commentaire: text('commentaire'),
    /** a_faire, faite or repondue (EtatCorrection). */
    etat: text('etat').notNull().default('a_faire'),
    reponse: text('reponse'),
    dateTraitement: timestamp('date_traitement', { withTimezone: true }),
  },
  (t) => [
    index('corrections_publication_id_publication_idx').on(t.idPublication, t.idModeration),
    check('corrections_publication_etape', sql`${t.etape} between 1 and 5`),
    check('corrections_publication_etat', sql`${t.etat} in ('a_faire', 'faite', 'repondue')`),
    check('corrections_publication_reponse', sql`${t.etat} <> 'repondue' or ${t.reponse} is not null`),
  ],
);

/**
 * A validated publication's price changes under the fixed book price law: scheduled for a Paris day, applied that
 * day (the publication's price then changes), or cancelled before. One change at most is pending.
 */
export const prixPublication = pgTable(
  'prix_publication',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idPublication: integer('id_publication')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    prixTtcCentimes: integer('prix_ttc_centimes').notNull(),
    /** The price before this change, as it was when the change applied (null until then, or without a price). */
    prixPrecedentCentimes: integer('prix_precedent_centimes'),
    dateEffet: date('date_effet', { mode: 'string' }).notNull(),
    /** prevu, applique or annule (EtatChangementPrix). */
    etat: text('etat').notNull().default('prevu'),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateApplication: timestamp('date_application', { withTimezone: true }),
    dateAnnulation: timestamp('date_annulation', { withTimezone: true }),
  },
  (t) => [
    index('prix_publication_id_publication_idx').on(t.idPublication, t.id),
    index('prix_publication_prevus_idx')
      .on(t.dateEffet)
      .where(sql`${t.etat} = 'prevu'`),
    uniqueIndex('prix_publication_un_prevu')
      .on(t.idPublication)
      .where(sql`${t.etat} = 'prevu'`),
    check('prix_publication_etat', sql`${t.etat} in ('prevu', 'applique', 'annule')`),
    check('prix_publication_prix', sql`${t.prixTtcCentimes} > 0`),
  ],
);

export interface AuteurContributionRecord {
  Nom: string;
  IdTypeContribution: number;
  IdsLangues: number[];
  Rang: number;
}

/** Editorial brands, found by the publisher prefix of an EAN (978-2-36512 → '978236512'). */
export const marques = pgTable(
  'marques',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prefixeEditeur: text('prefixe_editeur').notNull(),
    libelle: text('libelle').notNull(),
    note: text('note'),
    gencodEditeur: text('gencod_editeur'),
    /** The contract's AdresseMarque, as given (TypeVoieLibelle is resolved on reading). */
    adresse: jsonb('adresse').$type<Record<string, unknown>>().notNull(),
    /**
     * The label's search key (server/platform/db/searchKey.ts), kept by the database: the publications list's
     * Marque filter compares it with every brand's instead of folding each label again (about 30 µs a label).
     */
    cleRecherche: text('cle_recherche').notNull().generatedAlwaysAs(sql.raw('cle_recherche(libelle)')),
  },
  (t) => [
    index('marques_prefixe_editeur_idx').on(t.prefixeEditeur),
    // The publications list's Marque filter.
    index('marques_cle_recherche_trgm_idx').using('gin', t.cleRecherche.op('gin_trgm_ops')),
    index('marques_libelle_id_idx').on(t.libelle, t.id),
  ],
);

/** Brand corrections waiting for the referencing provider (visible within 48 hours once applied). */
export const marqueMisesAJour = pgTable('marque_mises_a_jour', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  idCompte: integer('id_compte')
    .notNull()
    .references(() => comptes.id, { onDelete: 'cascade' }),
  idPublication: integer('id_publication').references(() => publications.id, { onDelete: 'set null' }),
  idMarque: integer('id_marque').references(() => marques.id, { onDelete: 'set null' }),
  ancienne: jsonb('ancienne').notNull(),
  nouvelle: jsonb('nouvelle').notNull(),
  dateDemande: timestamp('date_demande', { withTimezone: true }).notNull().defaultNow(),
  dateTraitement: timestamp('date_traitement', { withTimezone: true }),
});

/**
 * Orders; the one in state 1 (Panier) is the account's basket, and there is at most one of those.
 * Its row is what concurrent edits of the basket lock.
 */
export const commandes = pgTable(
  'commandes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    idEtatCommande: integer('id_etat_commande')
      .notNull()
      .references(() => etatsCommande.id),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateMaj: timestamp('date_maj', { withTimezone: true }).notNull().defaultNow(),
    // Set when the basket is placed as an order; null while it is the basket.
    numero: text('numero').unique(),
    datePassage: timestamp('date_passage', { withTimezone: true }),
    /** The order machine's state value (JSON); null for the basket. */
    etatMachine: jsonb('etat_machine'),
    codeReduction: text('code_reduction'),
    montantProduitsTtcCentimes: integer('montant_produits_ttc_centimes'),
    montantReductionTtcCentimes: integer('montant_reduction_ttc_centimes'),
    totalHtCentimes: integer('total_ht_centimes'),
    totalTvaCentimes: integer('total_tva_centimes'),
    totalTtcCentimes: integer('total_ttc_centimes'),
    /** IdentiteFacturation as the profile gave it when the order was placed. */
    facturation: jsonb('facturation'),
    versionCgv: text('version_cgv'),
    demandeExecutionImmediate: boolean('demande_execution_immediate'),
    renonceDroitRetractation: boolean('renonce_droit_retractation'),
  },
  (t) => [
    index('commandes_id_compte_idx').on(t.idCompte),
    uniqueIndex('commandes_un_panier_par_compte')
      .on(t.idCompte)
      .where(sql`${t.idEtatCommande} = 1`),
  ],
);

/**
 * The lines of an order. A line is known by its product, publication and training session (nulls
 * equal); the discount of an applied code is a line of its product (type 5), one at most per order.
 */
export const commandeProduits = pgTable(
  'commande_produits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCommande: integer('id_commande')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    idProduit: integer('id_produit')
      .notNull()
      .references(() => produits.id),
    quantite: integer('quantite').notNull(),
    idPublication: integer('id_publication').references(() => publications.id, { onDelete: 'cascade' }),
    idFormation: integer('id_formation').references(() => sessionsFormation.id),
    // The prices of the moment the order was placed; null while the line is in the basket.
    libelle: text('libelle'),
    idTypeProduit: integer('id_type_produit'),
    prixUnitaireTtcCentimes: integer('prix_unitaire_ttc_centimes'),
    prixUnitaireHtCentimes: integer('prix_unitaire_ht_centimes'),
    tauxTva: numeric('taux_tva', { precision: 5, scale: 2, mode: 'number' }),
    montantTtcCentimes: integer('montant_ttc_centimes'),
    montantHtCentimes: integer('montant_ht_centimes'),
    /** Attendance of a training line once taken: true present, false absent, null not taken yet. */
    presence: boolean('presence'),
    /**
     * The label's search key (server/platform/db/searchKey.ts), kept by the database: the subscriptions list's
     * Recherche reads it on every line instead of folding each label again.
     */
    cleRecherche: text('cle_recherche').notNull().generatedAlwaysAs(sql.raw(`cle_recherche(coalesce(libelle, ''))`)),
  },
  (t) => [
    index('commande_produits_cle_recherche_trgm_idx').using('gin', t.cleRecherche.op('gin_trgm_ops')),
    unique('commande_produits_cle').on(t.idCommande, t.idProduit, t.idPublication, t.idFormation).nullsNotDistinct(),
    check('commande_produits_quantite', sql`${t.quantite} between 1 and 10`),
  ],
);

/**
 * Who attends a booked training session: one row per seat of the training line, in the order of the seats
 * (`rang` from 1). The whole list is replaced in one transaction; an e-mail appears once per line.
 */
export const participantsFormation = pgTable(
  'participants_formation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCommandeProduit: integer('id_commande_produit')
      .notNull()
      .references(() => commandeProduits.id, { onDelete: 'cascade' }),
    rang: integer('rang').notNull(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    /** Stored as typed (trimmed); compared in lower case. */
    email: text('email').notNull(),
    /** When the attendee's latest convocation was queued. */
    dateConvocation: timestamp('date_convocation', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('participants_formation_rang').on(t.idCommandeProduit, t.rang),
    uniqueIndex('participants_formation_email').on(t.idCommandeProduit, sql`lower(${t.email})`),
    check('participants_formation_rang_check', sql`${t.rang} between 1 and 10`),
  ],
);

/**
 * One payment attempt of an order. The Lyra protocol's transaction id is six digits, unique per shop and day
 * (UTC): the pair (vads_trans_date's day, vads_trans_id) is unique.
 */
export const paiements = pgTable(
  'paiements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCommande: integer('id_commande')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    transId: text('trans_id').notNull(),
    /** vads_trans_date, yyyyMMddHHmmss in UTC. */
    transDate: text('trans_date').notNull(),
    montantCentimes: integer('montant_centimes').notNull(),
    /** The payment machine's state value. */
    etatMachine: jsonb('etat_machine').notNull(),
    /** The signed form handed to the browser, replayed as it was. */
    formulaire: jsonb('formulaire').notNull(),
    moyenPaiement: text('moyen_paiement'),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateNotification: timestamp('date_notification', { withTimezone: true }),
    /** When staff cancelled the pending attempt at the provider, and who (their login). */
    dateAnnulation: timestamp('date_annulation', { withTimezone: true }),
    annulePar: text('annule_par'),
    /** A success notified when the order was no longer awaiting payment: to be refunded until dateRemboursement. */
    dateIncident: timestamp('date_incident', { withTimezone: true }),
    /** When staff confirmed the refund of such a success, and who (their login); its credit note names the attempt. */
    dateRemboursement: timestamp('date_remboursement', { withTimezone: true }),
    remboursePar: text('rembourse_par'),
  },
  (t) => [
    index('paiements_id_commande_idx').on(t.idCommande),
    uniqueIndex('paiements_transaction_du_jour').on(sql`left(${t.transDate}, 8)`, t.transId),
  ],
);

/** Every notification taken into account: one per attempt and status, so a repeated one changes nothing. */
export const paiementNotifications = pgTable(
  'paiement_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idPaiement: integer('id_paiement')
      .notNull()
      .references(() => paiements.id, { onDelete: 'cascade' }),
    transStatus: text('trans_status').notNull(),
    champs: jsonb('champs').notNull(),
    dateReception: timestamp('date_reception', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('paiement_notifications_une_par_statut').on(t.idPaiement, t.transStatus)],
);

/** The first answer of an action sent with an Idempotency-Key, replayed to its retries. */
export const reponsesIdempotentes = pgTable(
  'reponses_idempotentes',
  {
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    cle: text('cle').notNull(),
    /** SHA-256 of the request's Values: the same key with another body is refused. */
    empreinte: text('empreinte').notNull(),
    statut: integer('statut'),
    reponse: jsonb('reponse'),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idCompte, t.operation, t.cle] })],
);

/**
 * Effects decided in a transaction and performed after it commits (invoice, confirmation e-mail, credit note).
 * One row per kind and order: an effect is never queued twice.
 */
export const evenementsSortants = pgTable(
  'evenements_sortants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nature: text('nature').notNull(),
    /** The order the effect is about; null for an effect about a stored file. */
    idCommande: integer('id_commande').references(() => commandes.id, { onDelete: 'cascade' }),
    /** The address of the stored file the effect removes (nature `suppressionFichier`). */
    fichier: text('fichier'),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateTraitement: timestamp('date_traitement', { withTimezone: true }),
    tentatives: integer('tentatives').notNull().default(0),
    derniereErreur: text('derniere_erreur'),
    /** Not before this moment: a failed effect is tried again later, a little later each time. */
    dateProchaineTentative: timestamp('date_prochaine_tentative', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('evenements_sortants_un_par_commande').on(t.nature, t.idCommande),
    check('evenements_sortants_commande_ou_fichier', sql`${t.idCommande} is not null or ${t.fichier} is not null`),
    index('evenements_sortants_a_traiter_idx')
      .on(t.id)
      .where(sql`${t.dateTraitement} is null`),
  ],
);

/**
 * The files an account has uploaded and the portal keeps (covers): what its quota counts. A row goes with the
 * file's address in the transaction that points at it, and leaves in the one that stops pointing at it.
 */
export const fichiersStockes = pgTable(
  'fichiers_stockes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    /** The address the file is served at, unique: one row per file. */
    adresse: text('adresse').notNull().unique(),
    octets: integer('octets').notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fichiers_stockes_compte_idx').on(t.idCompte)],
);

/** The last number given in each invoice series, incremented in the invoice's own transaction. */
export const compteursFacture = pgTable('compteurs_facture', {
  serie: text('serie').primaryKey(),
  dernierNumero: integer('dernier_numero').notNull().default(0),
});

/** Invoices and credit notes: the numbered, immutable record of everything the documents show. */
export const factures = pgTable(
  'factures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serie: text('serie').notNull(),
    numeroSequence: integer('numero_sequence').notNull(),
    numero: text('numero').notNull().unique(),
    idCommande: integer('id_commande')
      .notNull()
      .references(() => commandes.id),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id),
    dateEmission: date('date_emission', { mode: 'string' }).notNull(),
    /** The Facture of the contract, as issued. */
    contenu: jsonb('contenu').notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    /** The refunded payment a credit note records, when it refunds a payment the order did not take. */
    idPaiement: integer('id_paiement').references((): AnyPgColumn => paiements.id),
  },
  (t) => [
    unique('factures_numero_dans_serie').on(t.serie, t.numeroSequence),
    // One invoice and one credit note of the order itself; a refunded payment's credit notes are one per payment.
    uniqueIndex('factures_une_par_commande_et_serie')
      .on(t.serie, t.idCommande)
      .where(sql`${t.idPaiement} IS NULL`),
    uniqueIndex('factures_un_avoir_par_paiement').on(t.idPaiement),
    index('factures_id_compte_idx').on(t.idCompte),
  ],
);

/** A subscription born of a paid order line. */
export const abonnements = pgTable(
  'abonnements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    idCommandeProduit: integer('id_commande_produit')
      .notNull()
      .unique()
      .references(() => commandeProduits.id, { onDelete: 'cascade' }),
    idProduit: integer('id_produit')
      .notNull()
      .references(() => produits.id),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    renouvellement: boolean('renouvellement').notNull().default(true),
    dateResiliation: timestamp('date_resiliation', { withTimezone: true }),
  },
  (t) => [index('abonnements_id_compte_idx').on(t.idCompte)],
);

/**
 * The rate limits' counters, one row per route and caller, shared by every portal process on the database:
 * a window starts at `debut_ms` (epoch milliseconds) and counts `nombre` calls.
 */
export const compteursLimites = pgTable('compteurs_limites', {
  cle: text('cle').primaryKey(),
  nombre: integer('nombre').notNull(),
  debutMs: bigint('debut_ms', { mode: 'number' }).notNull(),
});

/**
 * Failed sign-ins per account and source address: after a few, that pair alone waits `bloque_jusqu_a`, so that
 * someone guessing from one address cannot lock the owner out from another. A success removes the row.
 */
export const echecsConnexion = pgTable(
  'echecs_connexion',
  {
    login: text('login').notNull(),
    adresse: text('adresse').notNull(),
    echecs: integer('echecs').notNull(),
    bloqueJusquA: timestamp('bloque_jusqu_a', { withTimezone: true }),
    dateMaj: timestamp('date_maj', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.login, t.adresse] }), index('echecs_connexion_date_maj_idx').on(t.dateMaj)],
);

/**
 * The links « Mot de passe oublié ? » sends: a public selector finds the row, and only a digest of the secret is kept,
 * compared in constant time. A link serves once, for a limited time, and a newer request replaces the older ones.
 */
export const reinitialisationsMotDePasse = pgTable(
  'reinitialisations_mot_de_passe',
  {
    selecteur: text('selecteur').primaryKey(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => comptes.id, { onDelete: 'cascade' }),
    empreinte: text('empreinte').notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    dateExpiration: timestamp('date_expiration', { withTimezone: true }).notNull(),
    dateUtilisation: timestamp('date_utilisation', { withTimezone: true }),
    dateRemplacement: timestamp('date_remplacement', { withTimezone: true }),
  },
  (t) => [
    index('reinitialisations_mot_de_passe_id_compte_idx').on(t.idCompte),
    index('reinitialisations_mot_de_passe_date_expiration_idx').on(t.dateExpiration),
  ],
);

/**
 * Where each publication stands with the catalogue once validated (machines/referencing): one row per publication
 * that has been validated at least once. What paid for its referencing is kept with it, so that a subscription's
 * quota counts the publications it covered.
 */
export const referencements = pgTable(
  'referencements',
  {
    idPublication: integer('id_publication')
      .primaryKey()
      .references(() => publications.id, { onDelete: 'cascade' }),
    /** The referencing machine's state value (a string: the machine is flat). */
    etat: text('etat').notNull(),
    dateEtat: timestamp('date_etat', { withTimezone: true }).notNull().defaultNow(),
    /** The paid order line « Référencement » that pays for it, or the subscription that covers it; both null unpaid. */
    idCommandeProduit: integer('id_commande_produit').references(() => commandeProduits.id, { onDelete: 'set null' }),
    idAbonnement: integer('id_abonnement').references(() => abonnements.id, { onDelete: 'set null' }),
    /** The last delivery that carried it. */
    idLivraison: integer('id_livraison').references((): AnyPgColumn => livraisons.id, { onDelete: 'set null' }),
    /** The details of the catalogue's last acknowledgement for it (MessageCatalogue of the contract). */
    messages: jsonb('messages').$type<MessageCatalogueRecord[]>().notNull().default([]),
  },
  (t) => [index('referencements_etat_idx').on(t.etat), index('referencements_id_abonnement_idx').on(t.idAbonnement)],
);

export type { MessageCatalogueRecord };

/**
 * The ONIX messages sent to the catalogue's intake, numbered by their id (also their idempotency key there). A
 * delivery is written once with its file and products, then sent until the intake receives it (retried with a
 * growing delay), then acknowledged.
 */
export const livraisons = pgTable(
  'livraisons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** preparee, envoyee, acquittee, echec (EtatLivraison of the contract). */
    etat: text('etat').notNull(),
    /** planification or backOffice. */
    declencheur: text('declencheur').notNull(),
    versionOnix: text('version_onix').notNull(),
    /** The ONIX message as sent, byte for byte. */
    fichier: text('fichier').notNull(),
    nombreProduits: integer('nombre_produits').notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    tentatives: integer('tentatives').notNull().default(0),
    dateProchaineTentative: timestamp('date_prochaine_tentative', { withTimezone: true }),
    derniereErreur: text('derniere_erreur'),
    /** The intake's id of the received file, by which its acknowledgement is asked for. */
    idDepot: text('id_depot'),
    dateEnvoi: timestamp('date_envoi', { withTimezone: true }),
    dateAccuse: timestamp('date_accuse', { withTimezone: true }),
    /** The acknowledgement's message-level details (a file refused by the schema…). */
    messagesFichier: jsonb('messages_fichier').$type<MessageCatalogueRecord[]>().notNull().default([]),
  },
  (t) => [
    index('livraisons_etat_idx').on(t.etat, t.dateProchaineTentative),
    index('livraisons_date_creation_idx').on(t.dateCreation),
    check('livraisons_etat', sql`${t.etat} in ('preparee', 'envoyee', 'acquittee', 'echec')`),
    check('livraisons_declencheur', sql`${t.declencheur} in ('planification', 'backOffice')`),
  ],
);

/** The products of a delivery, kept even when their publication is deleted (a withdrawal outlives it). */
export const livraisonProduits = pgTable(
  'livraison_produits',
  {
    idLivraison: integer('id_livraison')
      .notNull()
      .references(() => livraisons.id, { onDelete: 'cascade' }),
    /** ONIX RecordReference. */
    reference: text('reference').notNull(),
    idPublication: integer('id_publication').references(() => publications.id, { onDelete: 'set null' }),
    ean: text('ean').notNull(),
    titre: text('titre').notNull(),
    /** NotificationType: 03 or 05. */
    notification: text('notification').notNull(),
    /** referencee, referenceeAvecRemarques, rejetee; null until acknowledged. */
    statut: text('statut'),
    messages: jsonb('messages').$type<MessageCatalogueRecord[]>().notNull().default([]),
    /** The title's search key (server/platform/db/searchKey.ts), kept by the database for the deliveries' Recherche. */
    cleRecherche: text('cle_recherche').notNull().generatedAlwaysAs(sql.raw('cle_recherche(titre)')),
  },
  (t) => [
    primaryKey({ columns: [t.idLivraison, t.reference] }),
    index('livraison_produits_cle_recherche_trgm_idx').using('gin', t.cleRecherche.op('gin_trgm_ops')),
    index('livraison_produits_id_publication_idx').on(t.idPublication),
    index('livraison_produits_ean_idx').on(t.ean),
  ],
);

/**
 * Referenced publications whose record the catalogue must drop (their account was deleted): the next delivery sends
 * them as NotificationType 05, then the row is marked sent.
 */
export const retraitsCatalogue = pgTable('retraits_catalogue', {
  reference: text('reference').primaryKey(),
  ean: text('ean').notNull(),
  titre: text('titre').notNull(),
  dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
  idLivraison: integer('id_livraison').references(() => livraisons.id, { onDelete: 'set null' }),
});
