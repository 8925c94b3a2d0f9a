import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { MyCommandes } from '../../features/orders/components/MyCommandes.tsx';

/** « Mes commandes » (spec 2 §2): the customer's orders, ten by ten. */
export default function CommandesRoute() {
  return (
    <RoutePage title={COMMANDE_TEXTS.listTitle} lead={COMMANDE_TEXTS.listLead}>
      {/* The catalogue's rubriques and products are on the home page. */}
      <MyCommandes cataloguePath="/" />
    </RoutePage>
  );
}
