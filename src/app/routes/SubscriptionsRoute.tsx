import { SUBSCRIPTION_TEXTS } from '../../../domain/subscription/subscriptionTexts.ts';
import page from '../../components/ui/Page.module.css';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { MySubscriptions } from '../../features/subscriptions/components/MySubscriptions.tsx';
import { useSubscriptionCancelActor } from '../../features/subscriptions/hooks/useSubscriptionCancelActor.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { SUBSCRIPTION_RUBRIQUE_CODE } from '../layout/accountLinks.ts';

/** « Mes Abonnements » (spec 2 §2): the subscriptions, and their cancellation (Code de la consommation L215-1-1). */
export default function SubscriptionsRoute() {
  useDocumentTitle(SUBSCRIPTION_TEXTS.listTitle);
  const cancel = useSubscriptionCancelActor();
  const rubrique = useRubriques().data?.find((item) => item.Code === SUBSCRIPTION_RUBRIQUE_CODE && item.Visible);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{SUBSCRIPTION_TEXTS.listTitle}</h1>
        <p className={page.lead}>{SUBSCRIPTION_TEXTS.listLead}</p>
      </div>
      <MySubscriptions cancel={cancel} subscriptionsPath={rubrique ? `/rubrique/${rubrique.Id}` : '/'} />
    </div>
  );
}
