import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../../components/ui/Pager.tsx';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { toast } from '../../../../components/toast/toastQueue.ts';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { useDeletePublication } from '../../api/deletePublication.ts';
import { PUBLICATIONS_PER_PAGE, usePublicationPage, type PublicationResume } from '../../api/getPublicationPage.ts';
import { DeletePublicationDialog } from './DeletePublicationDialog.tsx';
import { PublicationCard } from './PublicationCard.tsx';
import { wizardPath } from '../../utils/wizardPath.ts';
import { titleOf } from './publicationText.ts';
import styles from './PublicationList.module.css';

const DECLARE_PATH = wizardPath({ id: null, step: 1 });

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function countText(total: number): string {
  return total === 1 ? '1 publication' : `${total} publications`;
}

/** The author's publications, page by page (the page is in the address, so that « back » returns to it). */
export function MyPublications() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const list = usePublicationPage(page);
  const deletion = useDeletePublication();
  const [toDelete, setToDelete] = useState<PublicationResume | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusListOnClose = useRef(false);
  useEffect(() => {
    // The focused « Supprimer » is gone with its publication: once the dialog has closed, focus goes where the
    // list begins.
    if (focusListOnClose.current && toDelete === null) {
      countRef.current?.focus();
      focusListOnClose.current = false;
    }
  }, [toDelete]);

  const goTo = (target: number, replace = false) =>
    setSearchParams(target > 1 ? { page: String(target) } : {}, { replace });

  const total = list.data?.Total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PUBLICATIONS_PER_PAGE));
  useEffect(() => {
    // A deletion can empty the last page, and an address can name a page that no longer exists.
    if (list.isSuccess && !list.isPlaceholderData && page > pageCount) goTo(pageCount, true);
  });

  if (list.isError && !list.data)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState />;

  const confirmDeletion = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.Id, {
      onSuccess: () => {
        toast.success('Publication supprimée');
        focusListOnClose.current = true;
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  if (total === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState>Vous n'avez encore déclaré aucune publication.</EmptyState>
        <ButtonLink to={DECLARE_PATH}>Déclarer une publication</ButtonLink>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={countRef} tabIndex={-1} className={styles.count}>
          {countText(total)}
        </p>
        <ButtonLink to={DECLARE_PATH}>Déclarer une publication</ButtonLink>
      </div>
      <ul className={styles.list} aria-label="Mes publications" aria-busy={list.isPlaceholderData || undefined}>
        {list.data.Items.map((publication) => (
          <PublicationCard
            key={publication.Id}
            publication={publication}
            isDisabled={deletion.isPending}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      {pageCount > 1 && (
        <Pager
          label="Pages de mes publications"
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={(target) => goTo(target)}
        />
      )}
      <DeletePublicationDialog
        titre={toDelete ? titleOf(toDelete) : null}
        isPending={deletion.isPending}
        onConfirm={confirmDeletion}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
