import { Link } from 'react-router-dom';
import { ARTICLE_TEXTS } from '../../../../domain/order/articleDownloads.ts';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { FiguresHead, FiguresTable, NumberCell } from '../../../components/ui/FiguresTable.tsx';
import table from '../../../components/ui/Table.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { CommandeResume } from '../api/getCommandePage.ts';
import { ArticleDownloadLink } from './ArticleDownloadLink.tsx';
import { CommandeStateBadge } from './CommandeStateBadge.tsx';

export interface CommandesTableProps {
  commandes: readonly CommandeResume[];
  isStale: boolean;
}

const COLUMNS = [{ label: 'Commande' }, { label: 'Date' }, { label: 'État' }, { label: 'Total TTC', isNumber: true }];

/** One page of « Mes commandes »: each order's number (its link), date, state, total and the articles it gives. */
export function CommandesTable({ commandes, isStale }: CommandesTableProps) {
  // The column shows when the page has an article to download.
  const withArticles = commandes.some((commande) => commande.Telechargements.length > 0);
  return (
    <FiguresTable label={COMMANDE_TEXTS.listTitle} isBusy={isStale}>
      <FiguresHead columns={withArticles ? [...COLUMNS, { label: ARTICLE_TEXTS.listColumn }] : COLUMNS} />
      <tbody>
        {commandes.map((commande) => (
          <tr key={commande.Id}>
            <th scope="row" className={table.label}>
              <Link to={FOLLOW_UP_PATHS.commande(commande.Id)} aria-label={`Commande ${commande.Numero}`}>
                {commande.Numero}
              </Link>
            </th>
            <td data-label="Date">{formatDate(commande.DatePassage)}</td>
            <td data-label="État">
              <CommandeStateBadge idEtatCommande={commande.IdEtatCommande} etatCommande={commande.EtatCommande} />
            </td>
            <NumberCell label="Total TTC">{formatPrice(commande.TotalTTCCentimes)}</NumberCell>
            {withArticles && (
              <td data-label={ARTICLE_TEXTS.listColumn}>
                {commande.Telechargements.map((article) => (
                  <ArticleDownloadLink
                    key={article.IdCommandeProduit}
                    libelle={article.Libelle}
                    to={article.Telechargement}
                  />
                ))}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
