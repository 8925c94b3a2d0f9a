import { ADMIN_DELIVERY_TEXTS } from '../../../../domain/referencing/deliveryTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useDownloadLivraisonFichier } from '../api/downloadLivraisonFichier.ts';

const T = ADMIN_DELIVERY_TEXTS.detail;

/** Saves the delivery's ONIX file as it was sent (`livraison-<Id>.xml`); a failure is said in a toast. */
export function DownloadFileButton({ id }: { id: number }) {
  const download = useDownloadLivraisonFichier();
  return (
    // Not react-aria's isPending: its announcement keeps pointing at an element gone with the short download.
    <Button
      variant="secondary"
      aria-disabled={download.isPending || undefined}
      onPress={() => {
        if (download.isPending) return;
        download.mutate(id, { onError: () => toast.error(T.downloadFailed) });
      }}
    >
      {download.isPending ? T.downloading : T.download}
    </Button>
  );
}
