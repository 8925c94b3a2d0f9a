import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import modal from '../../components/ui/Modal.module.css';
import { useContenu } from '../../features/content/api/getContenuByName.ts';
import { ContentBody } from '../../features/content/components/ContentBody.tsx';
import { FaqBrowser } from '../../features/content/components/FaqBrowser.tsx';
import { SellerBlock } from '../../features/content/components/SellerBlock.tsx';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { contenuTitle } from '../../features/content/utils/contentElements.ts';
import { faqOf } from '../../features/content/utils/parseFaq.ts';
import { errorMessage } from '../../lib/api/apiError.ts';
import type { FooterContentLink } from './footerLinks.ts';
import styles from './FooterContentDialog.module.css';

function DialogContent({ link }: { link: FooterContentLink }) {
  const contenu = useContenu(link.contenu);
  if (contenu.isPending) return <LoadingState minHeight="12rem" />;
  if (contenu.isError)
    return <ErrorState message={errorMessage(contenu.error)} onRetry={() => void contenu.refetch()} />;
  if (link.contenu === 'FAQ') return <FaqBrowser categories={faqOf(contenu.data)} headingLevel={3} />;
  return (
    <>
      {link.vendeur && <SellerBlock kind={link.vendeur} />}
      <ContentBody contenu={contenu.data} />
    </>
  );
}

function DialogTitle({ link }: { link: FooterContentLink }) {
  const contenu = useContenu(link.contenu);
  const title = contenu.data && link.contenu !== 'FAQ' ? contenuTitle(contenu.data, link.title) : link.title;
  return (
    <>
      <Heading slot="title" className={modal.title}>
        {title}
      </Heading>
      <ContentEditButton idContenu={contenu.data?.Id} title={title} />
    </>
  );
}

export interface FooterContentDialogProps {
  link: FooterContentLink;
  onClose: () => void;
}

/** A footer page read in place, with a print button (spec 1 §2). */
export default function FooterContentDialog({ link, onClose }: FooterContentDialogProps) {
  return (
    <ModalOverlay
      className={`${modal.overlay} ${styles.overlay}`}
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={`${modal.scrollingModal} ${styles.modal}`}>
        <Dialog className={`${modal.scrollingDialog} ${styles.dialog}`}>
          {({ close }) => (
            <>
              <div className={modal.header}>
                <DialogTitle link={link} />
              </div>
              <div className={`${modal.body} ${styles.body}`}>
                <DialogContent link={link} />
              </div>
              <div className={`${modal.actions} ${styles.actions}`}>
                <Button variant="secondary" onPress={() => window.print()}>
                  Imprimer
                </Button>
                <Button onPress={close}>Fermer</Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
