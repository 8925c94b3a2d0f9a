import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import table from '../../../components/ui/Table.module.css';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { Commande, LigneCommande } from '../api/getCommande.ts';
import { ArticleDownloadLink } from './ArticleDownloadLink.tsx';

/** What a line applies to: the publication it references, or the session it books. */
function lineSubject(ligne: LigneCommande): string | null {
  if (ligne.Publication) {
    const titre = ligne.Publication.Titre ? `« ${ligne.Publication.Titre} », ` : '';
    return `Publication ${titre}EAN ${ligne.Publication.Ean}`;
  }
  if (ligne.Formation) {
    const { DateDebut, DateFin, Lieu } = ligne.Formation;
    return `Session : ${formatDateRange(DateDebut, DateFin).toLowerCase()}, ${Lieu}`;
  }
  return null;
}

function TotalRow({ label, cents, negative = false }: { label: string; cents: number; negative?: boolean }) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className={table.number}>{formatPrice(negative ? -cents : cents)}</td>
    </tr>
  );
}

/** The order's lines at the prices of the day it was placed, its discount and its totals. */
export function OrderLinesTable({ commande }: { commande: Commande }) {
  // The discount is a line of its own: it is shown with the totals, once.
  const produits = commande.Lignes.filter((ligne) => ligne.IdTypeProduit !== TYPE_PRODUIT.reduction);
  const hasReduction = commande.MontantReductionTTCCentimes > 0;
  return (
    <div className={table.frame}>
      <table className={table.table} aria-label="Articles de la commande">
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col" className={table.number}>
              Quantité
            </th>
            <th scope="col" className={table.number}>
              Prix unitaire TTC
            </th>
            <th scope="col" className={table.number}>
              Montant TTC
            </th>
          </tr>
        </thead>
        <tbody>
          {produits.map((ligne) => {
            const subject = lineSubject(ligne);
            return (
              <tr key={ligne.Id}>
                <th scope="row">
                  <span className={table.label}>{ligne.Libelle}</span>
                  {subject && <span className={table.secondary}>{subject}</span>}
                  {ligne.Telechargement && <ArticleDownloadLink libelle={ligne.Libelle} to={ligne.Telechargement} />}
                </th>
                <td data-label="Quantité" className={table.number}>
                  {ligne.Quantite}
                </td>
                <td data-label="Prix unitaire TTC" className={table.number}>
                  {formatPrice(ligne.PrixUnitaireTTCCentimes)}
                </td>
                <td data-label="Montant TTC" className={table.number}>
                  {formatPrice(ligne.MontantTTCCentimes)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {hasReduction && (
            <>
              <TotalRow label="Sous-total TTC" cents={commande.MontantProduitsTTCCentimes} />
              <TotalRow
                label={reductionLabel(commande.CodeReduction)}
                cents={commande.MontantReductionTTCCentimes}
                negative
              />
            </>
          )}
          <TotalRow label="Total HT" cents={commande.TotalHTCentimes} />
          <TotalRow label="TVA" cents={commande.TotalTVACentimes} />
          <TotalRow label="Total TTC" cents={commande.TotalTTCCentimes} />
        </tfoot>
      </table>
    </div>
  );
}
