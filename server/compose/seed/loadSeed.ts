import { inArray, sql } from 'drizzle-orm';
import { sanitizeElementValue } from '../../areas/content/sanitizeElementValue.ts';
import { hashPassword } from '../../platform/identity/passwordHash.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import * as schema from '../../platform/db/schema.ts';
import { produits as produitsData, rubriques as rubriquesData } from './data/catalogue.ts';
import { comptesDemo, DEMO_PASSWORD } from './data/comptes.ts';
import { contenus as contenusData } from './data/contenus.ts';
import { marques as marquesData } from './data/marques.ts';
import { modules as modulesData } from './data/modules.ts';
import { DEMO_BASKET_LOGIN, panierDemo } from './data/panierDemo.ts';
import { pays as paysData } from './data/pays.ts';
import * as lists from './data/referenceLists.ts';
import { sujets as sujetsData } from './data/sujets.ts';
import type { ReferenceRow, RubriqueRow, SujetRow } from './data/types.ts';
import { villes as villesData } from './data/villes.ts';
import { insertArticleFiles } from './articleFiles.ts';
import { insertDemoPublications } from './demoPublications.ts';
import { SEED_LOCK_KEY } from './seedLock.ts';
import { updateSeededContenus } from './updateSeededContenus.ts';

/** Tables whose ids come from an identity column once the seed's explicit ids are in. */
const IDENTITY_TABLES = [
  'villes',
  'contenus',
  'contenu_elements',
  'rubriques',
  'produits',
  'sessions_formation',
  'modules_admin',
  'comptes',
  'marques',
  'publications',
  'commandes',
  'commande_produits',
] as const;

/** Whether the database already holds the reference data (the first list the loader writes). */
async function isSeeded(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ id: schema.langues.id }).from(schema.langues).limit(1);
  return row !== undefined;
}

function toReference(rows: readonly ReferenceRow[]) {
  return rows.map((row) => ({ id: row.Id, libelle: row.Libelle }));
}

function flattenSujets(
  nodes: readonly SujetRow[],
  idParent: number | null = null,
): (typeof schema.sujets.$inferInsert)[] {
  return nodes.flatMap((node) => [
    { id: node.Id, libelle: node.Libelle, niveau: node.Niveau, idParent },
    ...flattenSujets(node.Enfants, node.Id),
  ]);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function insertReferenceLists(tx: Transaction): Promise<void> {
  await tx.insert(schema.langues).values(toReference(lists.langues));
  await tx.insert(schema.disponibilites).values(toReference(lists.disponibilites));
  await tx.insert(schema.formats).values(toReference(lists.formats));
  await tx.insert(schema.illustrations).values(toReference(lists.illustrations));
  await tx.insert(schema.typesOuvrage).values(toReference(lists.typesOuvrage));
  await tx.insert(schema.typesVoie).values(toReference(lists.typesVoie));
  await tx.insert(schema.etatsCommande).values(toReference(lists.etatsCommande));
  await tx.insert(schema.etatsPublication).values(toReference(lists.etatsPublication));
  await tx.insert(schema.raisonsRefus).values(toReference(lists.raisonsRefus));
  await tx.insert(schema.typesCompte).values(toReference(lists.typesCompte));
  await tx.insert(schema.sujetsContact).values(toReference(lists.sujetsContact));
  await tx
    .insert(schema.typesContribution)
    .values(lists.typesContribution.map((row) => ({ id: row.Id, libelle: row.Libelle, rang: row.Rang })));
  await tx
    .insert(schema.codesTransaction)
    .values(lists.codesTransaction.map((row) => ({ id: row.Id, code: row.Code, libelle: row.Libelle })));
}

async function insertGeography(tx: Transaction): Promise<void> {
  await tx
    .insert(schema.pays)
    .values(paysData.map((row) => ({ idPays: row.IdPays, libelle: row.Libelle, codeIso: row.CodeIso })));
  await tx
    .insert(schema.villes)
    .values(villesData.map((row) => ({ codePostal: row.CodePostal, libelle: row.Libelle, codeInsee: row.CodeInsee })));
  await tx.insert(schema.sujets).values(flattenSujets(sujetsData));
}

async function insertContenus(tx: Transaction): Promise<void> {
  await tx
    .insert(schema.contenus)
    .values(contenusData.map((row) => ({ id: row.Id, nom: row.Nom, idTypeContenu: row.IdTypeContenu })));
  const elements = contenusData.flatMap((contenu) =>
    contenu.ContenuElements.map((element) => ({
      id: element.Id,
      idContenu: contenu.Id,
      nom: element.Nom,
      idTypeContenuElement: element.IdTypeContenuElement,
      rang: element.Rang,
      valeur: sanitizeElementValue(element.IdTypeContenuElement, element.Valeur),
      libelle: element.Libelle,
      description: element.Description,
      sousLibelle: element.SousLibelle,
    })),
  );
  if (elements.length > 0) await tx.insert(schema.contenuElements).values(elements);
}

/**
 * A rubrique shows its title and its presentation through its content block (Rubrique.Contenu), so
 * that staff edit them like any other content.
 */
async function insertRubriqueContenu(tx: Transaction, rubrique: RubriqueRow): Promise<void> {
  const [contenu] = await tx
    .insert(schema.contenus)
    .values({ nom: `Rubrique_${rubrique.Code}`, idTypeContenu: 2 })
    .returning({ id: schema.contenus.id });
  if (!contenu) throw new Error('content insert returned no row');
  await tx.insert(schema.contenuElements).values([
    {
      idContenu: contenu.id,
      nom: 'Titre',
      idTypeContenuElement: 1,
      rang: 1,
      valeur: escapeHtml(rubrique.Libelle),
      libelle: 'Titre',
    },
    {
      idContenu: contenu.id,
      nom: 'Texte',
      idTypeContenuElement: 1,
      rang: 2,
      valeur: sanitizeElementValue(1, `<p>${escapeHtml(rubrique.Description)}</p>`),
      libelle: 'Présentation',
    },
  ]);
  await tx.insert(schema.rubriqueContenus).values({ idRubrique: rubrique.Id, idContenu: contenu.id });
}

async function insertCatalogue(tx: Transaction): Promise<void> {
  await tx.insert(schema.rubriques).values(
    rubriquesData.map((row) => ({
      id: row.Id,
      code: row.Code,
      libelle: row.Libelle,
      description: row.Description,
      visible: row.Visible,
      rang: row.Rang,
    })),
  );
  await tx.insert(schema.produits).values(
    produitsData.map((row) => ({
      id: row.Id,
      idTypeProduit: row.IdTypeProduit,
      idRubrique: row.IdRubrique,
      libelle: row.Libelle,
      description: row.Description,
      prixTtcCentimes: row.PrixTTCCentimes,
      tauxTva: row.TauxTva,
      rang: row.Rang,
      visible: row.Visible,
      referencementsInclus: row.ReferencementsInclus ?? null,
    })),
  );
  const reductions = produitsData.flatMap((row) =>
    row.Reduction
      ? [
          {
            idProduit: row.Id,
            idTypeReduction: row.Reduction.IdTypeReduction,
            valeur: row.Reduction.Valeur,
            dateFin: row.Reduction.DateFin,
            idProduitCible: row.Reduction.IdProduitCible,
            codeReduction: row.Reduction.CodeReduction,
          },
        ]
      : [],
  );
  if (reductions.length > 0) await tx.insert(schema.reductions).values(reductions);
  const sessions = produitsData.flatMap((row) =>
    (row.Sessions ?? []).map((session) => ({
      id: session.Id,
      idProduit: row.Id,
      dateDebut: session.DateDebut,
      dateFin: session.DateFin,
      lieu: session.Lieu,
      placesRestantes: session.PlacesRestantes,
      ...sessionResources(session.Id, session.Lieu),
    })),
  );
  if (sessions.length > 0) await tx.insert(schema.sessionsFormation).values(sessions);
}

/** What a trainee of a demo session receives: the virtual classroom of a remote session, and the documents. */
function sessionResources(id: number, lieu: string) {
  const remote = lieu.startsWith('En ligne');
  return {
    lien: remote ? `https://classe-virtuelle.example.org/session-${id}` : null,
    documents: [
      { Nom: 'Programme de la formation', Url: `https://formations.example.org/programmes/session-${id}.pdf` },
      {
        Nom: 'Convocation et informations pratiques',
        Url: `https://formations.example.org/convocations/session-${id}.pdf`,
      },
    ],
  };
}

async function insertComptes(tx: Transaction): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(schema.comptes).values(
    comptesDemo.map((compte) => ({
      login: compte.Login.toLowerCase(),
      prenom: compte.Prenom,
      nom: compte.Nom,
      idCivilite: compte.IdCivilite,
      role: compte.Role,
      idTypeCompte: compte.IdTypeCompte,
      telephone: compte.Telephone,
      numeroVoie: compte.Adresse.NumeroVoie,
      idTypeVoie: compte.Adresse.IdTypeVoie,
      nomVoie: compte.Adresse.NomVoie,
      complementsAdresse: compte.Adresse.ComplementsAdresse,
      codePostal: compte.Adresse.CodePostal,
      ville: compte.Adresse.Ville,
      idPays: compte.Adresse.IdPays,
      motDePasseHash: passwordHash,
      confirme: true,
      dateAcceptationConditionsPublication: compte.ConditionsPublicationAcceptees ? new Date() : null,
    })),
  );
  // The embedded provider's subject of an account is its id: its tokens find the demo accounts by it.
  await tx
    .update(schema.comptes)
    .set({ sujet: sql`${schema.comptes.id}::text` })
    .where(
      inArray(
        schema.comptes.login,
        comptesDemo.map((compte) => compte.Login.toLowerCase()),
      ),
    );
}

/** The demo author's publications and saved basket (state 1, Panier). */
async function insertPanierDemo(tx: Transaction, dataDir: string | undefined): Promise<void> {
  const [compte] = await tx
    .select({ id: schema.comptes.id })
    .from(schema.comptes)
    .where(sql`${schema.comptes.login} = ${DEMO_BASKET_LOGIN}`);
  if (!compte) return;
  const publications = await insertDemoPublications(tx, compte.id, dataDir);
  const [commande] = await tx
    .insert(schema.commandes)
    .values({ idCompte: compte.id, idEtatCommande: 1 })
    .returning({ id: schema.commandes.id });
  if (!commande) throw new Error('basket insert returned no row');
  await tx.insert(schema.commandeProduits).values(
    panierDemo.map((line) => ({
      idCommande: commande.id,
      idProduit: line.IdProduit,
      quantite: line.Quantite,
      idPublication: line.Publication === null ? null : (publications[line.Publication] ?? null),
      idFormation: line.IdFormation,
    })),
  );
}

async function insertMarques(tx: Transaction): Promise<void> {
  await tx.insert(schema.marques).values(
    marquesData.map((row, index) => ({
      id: index + 1,
      prefixeEditeur: row.PrefixeEditeur,
      libelle: row.Libelle,
      note: row.Note,
      gencodEditeur: row.GencodEditeur,
      adresse: row.Adresse,
    })),
  );
}

async function hasMarques(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ id: schema.marques.id }).from(schema.marques).limit(1);
  return row !== undefined;
}

/**
 * The brands came with the publication wizard: a database seeded before them (an existing `data/`) gets them
 * once, or no EAN of the demo would find its brand.
 */
async function loadMissingMarques(db: Database): Promise<boolean> {
  if (await hasMarques(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMarques(tx)) return false;
    await insertMarques(tx);
    await syncIdentitySequences(tx);
    return true;
  });
}

/** Moves each identity sequence past the ids the seed wrote explicitly. */
async function syncIdentitySequences(tx: Transaction): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

export interface SeedOptions {
  /** Where the demo publication's cover and the articles' PDFs are stored; without it, neither has a file. */
  dataDir?: string;
  /** The demo accounts, with their publications and basket; `true` by default. Reference data loads regardless. */
  demo?: boolean;
}

/**
 * Loads the reference lists (and the demo data unless `demo: false`) in one transaction, only into an empty database.
 * Returns whether it loaded anything.
 */
export async function loadSeed(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) {
    // A database seeded by an earlier release gets the texts this one seeds in place of those staff never edited.
    await updateSeededContenus(db);
    if (options.dataDir !== undefined) await insertArticleFiles(db, options.dataDir);
    return loadMissingMarques(db);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    await insertReferenceLists(tx);
    await insertGeography(tx);
    await insertContenus(tx);
    await insertCatalogue(tx);
    // Without a data folder (a test database) the articles have no file yet.
    if (options.dataDir !== undefined) await insertArticleFiles(tx, options.dataDir);
    // The generated rubrique contents take their ids after the explicit ones.
    await syncIdentitySequences(tx);
    for (const rubrique of rubriquesData) await insertRubriqueContenu(tx, rubrique);
    await tx.insert(schema.modulesAdmin).values(
      modulesData.map((row) => ({
        id: row.Id,
        libelle: row.Libelle,
        link: row.Link,
        iconclassname: row.Iconclassname,
        rang: row.Rang,
        visible: row.Visible,
      })),
    );
    if (options.demo !== false) await insertComptes(tx);
    await insertMarques(tx);
    await syncIdentitySequences(tx);
    if (options.demo !== false) await insertPanierDemo(tx, options.dataDir);
    return true;
  });
}
