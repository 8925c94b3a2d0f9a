import { Link } from 'react-router-dom';
import { ARTICLE_TEXTS } from '../../../../domain/order/articleDownloads.ts';
import { ORDER_TEXTS } from '../../../../domain/order/orderTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import table from '../../../components/ui/Table.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { CommandeResume } from '../api/getCommandePage.ts';
import { ArticleDownloadLink } from './ArticleDownloadLink.tsx';
import { OrderStateBadge } from './OrderStateBadge.tsx';

export interface OrdersTableProps {
  commandes: readonly CommandeResume[];
  isStale: boolean;
}

/** One page of « Mes commandes »: each order's number (its link), date, state, total and the articles it gives. */
export function OrdersTable({ commandes, isStale }: OrdersTableProps) {
  // The column shows when the page has an article to download.
  const withArticles = commandes.some((commande) => commande.Telechargements.length > 0);
  return (
    <div className={table.frame}>
      <table className={table.table} aria-label={ORDER_TEXTS.listTitle} aria-busy={isStale || undefined}>
        <thead>
          <tr>
            <th scope="col">Commande</th>
            <th scope="col">Date</th>
            <th scope="col">État</th>
            <th scope="col" className={table.number}>
              Total TTC
            </th>
            {withArticles && <th scope="col">{ARTICLE_TEXTS.listColumn}</th>}
          </tr>
        </thead>
        <tbody>
          {commandes.map((commande) => (
            <tr key={commande.Id}>
              <th scope="row" className={table.label}>
                <Link to={FOLLOW_UP_PATHS.order(commande.Id)} aria-label={`Commande ${commande.Numero}`}>
                  {commande.Numero}
                </Link>
              </th>
              <td data-label="Date">{formatDate(commande.DatePassage)}</td>
              <td data-label="État">
                <OrderStateBadge idEtatCommande={commande.IdEtatCommande} etatCommande={commande.EtatCommande} />
              </td>
              <td data-label="Total TTC" className={table.number}>
                {formatPrice(commande.TotalTTCCentimes)}
              </td>
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
      </table>
    </div>
  );
}
