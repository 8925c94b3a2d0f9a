import { SUBSCRIPTION_TEXTS } from '../../../domain/subscription/subscriptionTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { MySubscriptions } from '../../features/subscriptions/components/MySubscriptions.tsx';
import { useSubscriptionCancelActor } from '../../features/subscriptions/hooks/useSubscriptionCancelActor.ts';
import { SUBSCRIPTION_RUBRIQUE_CODE } from '../layout/accountLinks.ts';

/** « Mes Abonnements » (spec 2 §2): the subscriptions, and their cancellation (Code de la consommation L215-1-1). */
export default function SubscriptionsRoute() {
  const cancel = useSubscriptionCancelActor();
  const rubrique = useRubriques().data?.find((item) => item.Code === SUBSCRIPTION_RUBRIQUE_CODE && item.Visible);
  return (
    <RoutePage title={SUBSCRIPTION_TEXTS.listTitle} lead={SUBSCRIPTION_TEXTS.listLead}>
      <MySubscriptions cancel={cancel} subscriptionsPath={rubrique ? `/rubrique/${rubrique.Id}` : '/'} />
    </RoutePage>
  );
}
