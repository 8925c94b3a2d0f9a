import { describe, expect, test } from 'vitest';
import { WITHDRAWAL_PERIOD_DAYS } from '../../domain/order/checkoutRules.ts';
import { SELLER_TEXTS, sellerRows } from '../../domain/seller/sellerIdentity.ts';
import { cgvTexte, contenus, mentionsLegalesTexte } from '../../server/compose/seed/data/contenus.ts';
import { readSeller } from '../../server/platform/config/seller.ts';
import { ATTEMPT_VALIDITY_MS } from '../../server/areas/payment/paymentState.ts';

/** The seeded text as a reader reads it: tags dropped. */
function plain(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const cgv = plain(cgvTexte);
const mentions = plain(mentionsLegalesTexte);
const seller = readSeller({});

describe('les CGV semées disent ce que fait le portail', () => {
  test('elles sont le texte de la page des CGV', () => {
    const page = contenus.find((contenu) => contenu.Nom === 'CGU');
    expect(page?.ContenuElements.find((element) => element.Nom === 'Texte')?.Valeur).toBe(cgvTexte);
  });

  test('le délai de rétractation est celui que la commande applique (L221-18), avec ses exceptions', () => {
    expect(cgv).toContain(`délai de ${WITHDRAWAL_PERIOD_DAYS} jours à compter de la conclusion du contrat`);
    expect(cgv).toContain('L221-18');
    expect(cgv).toContain(`au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après`);
    expect(cgv).toMatch(/demande expressément cette exécution immédiate \(article L221-25\)/);
    expect(cgv).toContain('article L221-28, 1°');
    expect(cgv).toContain('article L221-28, 13°');
  });

  test('un paiement refusé laisse la commande non payée et payable ; une tentative sans réponse se clôt', () => {
    expect(cgv).toContain('La commande reste enregistrée, non payée, et le client peut la payer de nouveau');
    expect(cgv).toContain(`Sans réponse du prestataire ${ATTEMPT_VALIDITY_MS / 60_000} minutes après l'ouverture`);
    expect(cgv).toContain("Une commande non payée n'expire pas");
    expect(cgv).not.toContain("la commande n'est pas enregistrée");
  });

  test('prix TTC, carte, facture Factur-X, avoir, formations d’un particulier, abonnements', () => {
    expect(cgv).toContain('toutes taxes comprises (TTC)');
    expect(cgv).toContain('par carte bancaire');
    expect(cgv).toContain('Factur-X');
    expect(cgv).toContain('le remboursement donne lieu à un avoir');
    expect(cgv).toContain('délai de rétractation de dix jours');
    expect(cgv).toContain('L6353-5');
    expect(cgv).toContain('aucune somme ne peut être exigée');
    expect(cgv).toContain('L6353-6');
    // The portal's decision: such a training is not ordered online, since no single payment may take its whole price.
    expect(cgv).toContain('il ne peut alors être payé plus de 30 % du prix convenu');
    expect(cgv).toContain('Ces formations ne se commandent donc pas en ligne');
    expect(cgv).toContain('à tout moment, en ligne');
    expect(cgv).toContain('prend effet à la fin de la période payée');
    expect(cgv).toContain('L215-1-1');
  });

  test('le vendeur et le médiateur sont ceux du bloc de la page, tiré de la source unique', () => {
    expect(cgv).toContain(`l'encadré « ${SELLER_TEXTS.sellerTitle} » de cette page`);
    expect(cgv).toContain('médiateur de la consommation désigné dans l');
    const rows = sellerRows(seller, 'vente');
    expect(rows.find((row) => row.name === 'mediator')?.value).toBe(
      `${seller.Mediateur.Nom}, ${seller.Mediateur.Adresse}`,
    );
    expect(rows.find((row) => row.name === 'mediatorWebsite')?.href).toBe(seller.Mediateur.SiteWeb);
  });
});

describe('les textes éditables ne recopient pas l’identité du vendeur', () => {
  test.each([
    ['les CGV', cgv],
    ['les mentions légales', mentions],
  ])('%s ne nomment ni la société, ni son immatriculation, ni son médiateur', (_name, text) => {
    for (const fact of [
      seller.RaisonSociale,
      seller.Siren,
      seller.NumeroTva,
      seller.Adresse,
      seller.Email,
      seller.Mediateur.Nom,
      seller.Hebergeur.Nom,
    ])
      expect(text).not.toContain(fact);
    expect(text).not.toMatch(/\b\d{3} ?\d{3} ?\d{3}\b/);
  });

  test('les mentions légales renvoient au bloc « Éditeur du portail » (LCEN art. 6 III)', () => {
    expect(mentions).toContain(`l'encadré « ${SELLER_TEXTS.publisherTitle} » de cette page`);
    expect(mentions).toContain('article 6 III de la loi n° 2004-575');
    const rows = sellerRows(seller, 'mentions').map((row) => row.name);
    expect(rows).toEqual(
      expect.arrayContaining(['name', 'address', 'rcs', 'vat', 'email', 'telephone', 'director', 'host', 'mediator']),
    );
  });
});
