import { ETATS_COMMANDE_PAYEE } from '../../../../domain/order/paidCommandes.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import { FiguresHead, FiguresTable, NumberCell } from '../../../components/ui/FiguresTable.tsx';
import table from '../../../components/ui/Table.module.css';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { Commande, LigneCommande } from '../api/getCommande.ts';
import { ArticleDownloadLink } from './ArticleDownloadLink.tsx';
import { TrainingFollowUpLink } from './TrainingFollowUpLink.tsx';

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

const LINE_COLUMNS = [
  { label: 'Article' },
  { label: 'Quantité', isNumber: true },
  { label: 'Prix unitaire TTC', isNumber: true },
  { label: 'Montant TTC', isNumber: true },
];

/**
 * The order's lines at the prices of the day it was placed, its discount and its totals; for its customer, a paid
 * training line leads to the session's page, where the attendees are given.
 */
export function CommandeLinesTable({ commande, forCustomer = false }: { commande: Commande; forCustomer?: boolean }) {
  const followsTrainings = forCustomer && ETATS_COMMANDE_PAYEE.includes(commande.IdEtatCommande);
  // The discount is a line of its own: it is shown with the totals, once.
  const produits = commande.Lignes.filter((ligne) => ligne.IdTypeProduit !== TYPE_PRODUIT.reduction);
  const hasReduction = commande.MontantReductionTTCCentimes > 0;
  return (
    <FiguresTable label="Articles de la commande">
      <FiguresHead columns={LINE_COLUMNS} />
      <tbody>
        {produits.map((ligne) => {
          const subject = lineSubject(ligne);
          return (
            <tr key={ligne.Id}>
              <th scope="row">
                <span className={table.label}>{ligne.Libelle}</span>
                {subject && <span className={table.secondary}>{subject}</span>}
                {ligne.Telechargement && <ArticleDownloadLink libelle={ligne.Libelle} to={ligne.Telechargement} />}
                {followsTrainings && ligne.Formation && (
                  <TrainingFollowUpLink
                    libelle={ligne.Libelle}
                    to={FOLLOW_UP_PATHS.training(ligne.IdProduit, ligne.Id)}
                  />
                )}
              </th>
              <NumberCell label="Quantité">{ligne.Quantite}</NumberCell>
              <NumberCell label="Prix unitaire TTC">{formatPrice(ligne.PrixUnitaireTTCCentimes)}</NumberCell>
              <NumberCell label="Montant TTC">{formatPrice(ligne.MontantTTCCentimes)}</NumberCell>
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
    </FiguresTable>
  );
}
