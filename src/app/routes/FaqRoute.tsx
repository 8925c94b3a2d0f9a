import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useContenu } from '../../features/content/api/getContenuByName.ts';
import { FaqBrowser } from '../../features/content/components/FaqBrowser.tsx';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { faqOf } from '../../features/content/utils/parseFaq.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

const DEFAULT_TITLE = 'Foire aux questions';

export default function FaqRoute() {
  const faq = useContenu('FAQ');
  const title = faq.data ? contenuTitle(faq.data, DEFAULT_TITLE) : DEFAULT_TITLE;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{title}</h1>
        <ContentEditButton idContenu={faq.data?.Id} title={title} />
        <p className={page.lead}>Les réponses aux questions les plus fréquentes des auteurs et des éditeurs.</p>
      </div>
      {faq.isError ? (
        <ErrorState message={errorMessage(faq.error)} onRetry={() => void faq.refetch()} />
      ) : faq.isPending ? (
        <LoadingState minHeight="32rem" />
      ) : (
        <FaqBrowser categories={faqOf(faq.data)} />
      )}
    </div>
  );
}
