import { describe, expect, it } from 'vitest';
import { rubriques, produits } from '../../server/compose/seed/data/catalogue';
import { comptesDemo, DEMO_PASSWORD } from '../../server/compose/seed/data/comptes';
import { contenus, faqCategories } from '../../server/compose/seed/data/contenus';
import { modules } from '../../server/compose/seed/data/modules';
import { ID_PAYS_FRANCE, pays } from '../../server/compose/seed/data/pays';
import * as listes from '../../server/compose/seed/data/referenceLists';
import { sujets } from '../../server/compose/seed/data/sujets';
import type { FaqCategorieRow, SujetRow, VilleRow } from '../../server/compose/seed/data/types';
import { villes } from '../../server/compose/seed/data/villes';

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function ids(rows: readonly { Id: number }[]): number[] {
  return rows.map((row) => row.Id);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Every root-to-leaf path of the tree, as the list of its nodes. */
function paths(nodes: readonly SujetRow[], prefix: SujetRow[] = []): SujetRow[][] {
  return nodes.flatMap((node) =>
    node.Enfants.length === 0 ? [[...prefix, node]] : paths(node.Enfants, [...prefix, node]),
  );
}

function allFaqCategories(categories: readonly FaqCategorieRow[]): FaqCategorieRow[] {
  return categories.flatMap((category) => [category, ...allFaqCategories(category.Categories)]);
}

const byLabel = (a: string, b: string) => a.localeCompare(b, 'fr');

describe('reference lists', () => {
  it('gives every list unique ids', () => {
    for (const [name, rows] of Object.entries(listes)) {
      expect(duplicates(ids(rows)), name).toEqual([]);
      expect(rows.length, name).toBeGreaterThan(1);
    }
    expect(duplicates(pays.map((row) => row.IdPays))).toEqual([]);
    expect(duplicates(ids(rubriques))).toEqual([]);
    expect(duplicates(ids(produits))).toEqual([]);
    expect(duplicates(ids(contenus))).toEqual([]);
    expect(duplicates(ids(modules))).toEqual([]);
  });

  it('has the contribution types 0 to 9, with a display order that differs from the ids', () => {
    const { typesContribution } = listes;
    expect(ids(typesContribution).sort((a, b) => a - b)).toEqual(range(0, 9));
    expect(typesContribution.find((row) => row.Id === 1)?.Libelle).toBe('Auteur');
    expect(typesContribution.find((row) => row.Id === 2)?.Libelle).toBe('Traducteur');
    expect(duplicates(typesContribution.map((row) => row.Rang))).toEqual([]);
    const byRang = [...typesContribution].sort((a, b) => a.Rang - b.Rang);
    expect(ids(byRang)).not.toEqual(range(0, 9));
  });

  it('has exactly the street types 0 to 31 with distinct labels', () => {
    const { typesVoie } = listes;
    expect(ids(typesVoie).sort((a, b) => a - b)).toEqual(range(0, 31));
    expect(duplicates(typesVoie.map((row) => row.Libelle))).toEqual([]);
    expect(typesVoie.find((row) => row.Id === 0)?.Libelle).toBe('Inconnu');
    expect(typesVoie.find((row) => row.Id === 30)?.Libelle).toBe('Clos');
  });

  it('has the generic language 1 and French as language 20', () => {
    expect(listes.langues.find((row) => row.Id === 1)?.Libelle).toBe('Langue générique');
    expect(listes.langues.find((row) => row.Id === 20)?.Libelle).toBe('Français');
  });

  it('has the four availabilities and the default ids of a new publication', () => {
    expect(listes.disponibilites.map((row) => row.Libelle)).toEqual([
      'À paraître',
      'Disponible',
      'Indisponible provisoirement',
      'Arrêt de commercialisation',
    ]);
    expect(ids(listes.formats)).toContain(1);
    expect(ids(listes.illustrations)).toContain(1);
    expect(ids(listes.typesOuvrage)).toContain(1);
    expect(listes.etatsCommande.find((row) => row.Id === 1)?.Libelle).toBe('Panier');
  });

  it('has distinct transaction codes of five digits', () => {
    const codes = listes.codesTransaction.map((row) => row.Code);
    expect(duplicates(codes)).toEqual([]);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(listes.codesTransaction.find((row) => row.Code === '00000')?.Libelle).toBe('Paiement accepté');
  });
});

describe('countries', () => {
  it('has France as 74 and distinct ISO codes', () => {
    expect(ID_PAYS_FRANCE).toBe(74);
    expect(pays.find((row) => row.IdPays === 74)).toEqual({ IdPays: 74, Libelle: 'France', CodeIso: 'FR' });
    expect(pays.length).toBeGreaterThanOrEqual(40);
    for (const row of pays) expect(row.CodeIso).toMatch(/^[A-Z]{2}$/);
    expect(duplicates(pays.map((row) => row.CodeIso))).toEqual([]);
  });
});

describe('towns', () => {
  it('has at least 150 communes with 5-digit postal codes and official codes', () => {
    expect(villes.length).toBeGreaterThanOrEqual(150);
    for (const ville of villes) {
      expect(ville.CodePostal).toMatch(/^\d{5}$/);
      expect(ville.CodeInsee).toMatch(/^(\d{5}|2[AB]\d{3})$/);
      expect(ville.Libelle.trim()).toBe(ville.Libelle);
    }
    expect(duplicates(villes.map((ville) => `${ville.CodePostal} ${ville.CodeInsee}`))).toEqual([]);
  });

  it('covers the twenty Paris arrondissements', () => {
    for (const n of range(1, 20)) {
      const codePostal = `750${String(n).padStart(2, '0')}`;
      const rows = villes.filter((ville) => ville.CodePostal === codePostal);
      expect(
        rows.map((row) => row.CodeInsee),
        codePostal,
      ).toEqual([`751${String(n).padStart(2, '0')}`]);
    }
  });

  it('has postal codes shared by communes listed out of label order', () => {
    const groups = new Map<string, VilleRow[]>();
    for (const ville of villes) groups.set(ville.CodePostal, [...(groups.get(ville.CodePostal) ?? []), ville]);
    const shared = [...groups.values()].filter((rows) => rows.length > 1);
    expect(shared.length).toBeGreaterThanOrEqual(5);
    const unsorted = shared.filter((rows) => {
      const labels = rows.map((row) => row.Libelle);
      return labels.join('|') !== [...labels].sort(byLabel).join('|');
    });
    expect(unsorted.length).toBeGreaterThan(0);
    expect(groups.get('01000')?.map((row) => row.Libelle)).toContain('Saint-Denis-lès-Bourg');
  });
});

describe('subject tree', () => {
  const allPaths = paths(sujets);

  it('numbers each level by its depth, never below 4, and reaches 4 under every first-level subject', () => {
    expect(sujets.length).toBeGreaterThanOrEqual(6);
    for (const path of allPaths) {
      expect(path.length).toBeLessThanOrEqual(4);
      path.forEach((node, depth) => expect(node.Niveau, node.Libelle).toBe(depth + 1));
    }
    for (const root of sujets) {
      expect(
        paths([root]).some((path) => path.length === 4),
        root.Libelle,
      ).toBe(true);
    }
  });

  it('has unique ids across the whole tree', () => {
    const nodes = new Set(allPaths.flat());
    expect(nodes.size).toBeGreaterThanOrEqual(80);
    expect(duplicates([...nodes].map((node) => node.Id))).toEqual([]);
  });
});

describe('catalogue', () => {
  const rubriqueIds = new Set(ids(rubriques));
  const produitIds = new Set(ids(produits));

  it('has the subscription rubrique and a hidden one', () => {
    expect(rubriques.find((row) => row.Code === 'ABONNEMENT')?.Visible).toBe(true);
    expect(rubriques.some((row) => !row.Visible)).toBe(true);
    const byRang = [...rubriques].sort((a, b) => a.Rang - b.Rang);
    expect(ids(byRang)).not.toEqual([...rubriqueIds].sort((a, b) => a - b));
  });

  it('puts every product in an existing rubrique and covers the five product types', () => {
    for (const produit of produits) expect(rubriqueIds.has(produit.IdRubrique), produit.Libelle).toBe(true);
    expect(new Set(produits.map((row) => row.IdTypeProduit))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const produit of produits) {
      expect(Number.isInteger(produit.PrixTTCCentimes)).toBe(true);
      expect(produit.PrixTTCCentimes).toBeGreaterThanOrEqual(0);
    }
    expect(produits.find((row) => row.Libelle === "Référencement d'un livre imprimé")?.PrixTTCCentimes).toBe(4900);
  });

  it('gives every training dated sessions with global ids, and sessions to trainings only', () => {
    const sessions = produits.flatMap((row) => row.Sessions ?? []);
    expect(duplicates(ids(sessions))).toEqual([]);
    for (const produit of produits) {
      if (produit.IdTypeProduit === 2) {
        expect(produit.Sessions?.length ?? 0, produit.Libelle).toBeGreaterThanOrEqual(2);
      } else {
        expect(produit.Sessions, produit.Libelle).toBeUndefined();
      }
    }
    for (const session of sessions) {
      expect(session.DateDebut).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(session.DateDebut <= session.DateFin).toBe(true);
    }
  });

  it('gives discounts a secret code, and codes of each kind', () => {
    const reductions = produits.flatMap((row) => (row.Reduction ? [row.Reduction] : []));
    for (const produit of produits) {
      expect(produit.Reduction !== undefined, produit.Libelle).toBe(produit.IdTypeProduit === 5);
    }
    expect(duplicates(reductions.map((row) => row.CodeReduction))).toEqual([]);
    const code = (value: string) => reductions.find((row) => row.CodeReduction === value);
    expect(code('BIENVENUE10')).toMatchObject({ IdTypeReduction: 1, Valeur: 10, IdProduitCible: null });
    expect(code('REMISE5')).toMatchObject({ IdTypeReduction: 2, Valeur: 500, IdProduitCible: null });
    expect(reductions.some((row) => row.DateFin?.startsWith('2025'))).toBe(true);
    const reserved = reductions.filter((row) => row.IdProduitCible !== null);
    expect(reserved.length).toBeGreaterThan(0);
    for (const row of reserved) expect(produitIds.has(row.IdProduitCible ?? 0)).toBe(true);
    for (const row of reductions.filter((r) => r.IdTypeReduction === 1)) {
      expect(row.Valeur).toBeGreaterThanOrEqual(1);
      expect(row.Valeur).toBeLessThanOrEqual(100);
    }
  });
});

describe('content blocks', () => {
  it('has the six named pages with element ids unique across blocks', () => {
    expect(contenus.map((row) => row.Nom).sort()).toEqual(
      ['Accueil', 'CGU', 'FAQ', 'MentionsLegales', 'OffresPartenaire', 'PolitiqueCookie'].sort(),
    );
    expect(duplicates(contenus.flatMap((row) => ids(row.ContenuElements)))).toEqual([]);
  });

  it('stores the FAQ as JSON of categories with nested categories', () => {
    const element = contenus.find((row) => row.Nom === 'FAQ')?.ContenuElements.find((e) => e.Nom === 'Questions');
    expect(element?.IdTypeContenuElement).toBe(3);
    const parsed = JSON.parse(element?.Valeur ?? 'null') as FaqCategorieRow[];
    expect(parsed).toEqual(faqCategories);
    expect(parsed.length).toBeGreaterThanOrEqual(3);
    expect(parsed.some((category) => category.Categories.length > 0)).toBe(true);
    const questions = allFaqCategories(parsed).flatMap((category) => category.Questions);
    expect(duplicates(questions.map((question) => question.Id))).toEqual([]);
    for (const question of questions) {
      expect(question.Enonce.length).toBeGreaterThan(0);
      expect(question.Contenu.length).toBeGreaterThan(0);
    }
  });

  it('writes its HTML with the simple safe tags only', () => {
    const faqHtml = allFaqCategories(faqCategories).flatMap((c) => c.Questions.map((q) => q.Contenu));
    const pageHtml = contenus.flatMap((row) => row.ContenuElements.map((e) => (e.Nom === 'Texte' ? e.Valeur : null)));
    for (const html of [...faqHtml, ...pageHtml]) {
      for (const tag of (html ?? '').matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(['h2', 'p', 'ul', 'li', 'strong', 'a']).toContain(tag[1]);
      }
    }
  });
});

describe('admin modules', () => {
  it('has the modules of the admin routes, ordered by Rang apart from their ids, all of them visible', () => {
    expect(modules.map((row) => row.Link).sort()).toEqual([
      'abonnements',
      'commandes',
      'contenuseditoriaux',
      'livraisons',
      'produits',
      'publications',
      'publicationsmoderation',
      'utilisateurs',
    ]);
    // Every screen of the route table is open to the staff (a hidden module is tested by the API and the menu).
    expect(modules.filter((row) => !row.Visible)).toEqual([]);
    const byRang = [...modules].sort((a, b) => a.Rang - b.Rang);
    expect(ids(byRang)).not.toEqual(ids(modules));
  });
});

describe('demo accounts', () => {
  it('has one account per role with the shared password', () => {
    expect(comptesDemo.map((row) => [row.Login, row.Role, row.Prenom])).toEqual([
      ['auteur@example.org', 'frontoffice', 'Camille'],
      ['admin@example.org', 'backoffice', 'Dominique'],
    ]);
    expect(DEMO_PASSWORD).toBe('Portail#2026');
  });

  it('gives each account an address built from the reference lists', () => {
    for (const compte of comptesDemo) {
      const { Adresse } = compte;
      expect(villes.some((v) => v.CodePostal === Adresse.CodePostal && v.Libelle === Adresse.Ville)).toBe(true);
      expect(ids(listes.typesVoie)).toContain(Adresse.IdTypeVoie);
      expect(pays.some((row) => row.IdPays === Adresse.IdPays)).toBe(true);
      expect(ids(listes.typesCompte)).toContain(compte.IdTypeCompte);
    }
  });
});
