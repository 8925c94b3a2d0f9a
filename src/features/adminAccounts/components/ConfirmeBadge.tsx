import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import { Badge } from '../../../components/ui/Badge.tsx';

/** Whether the account was confirmed with the code sent by e-mail. */
export function ConfirmeBadge({ confirme }: { confirme: boolean }) {
  return <Badge tone={confirme ? 'success' : 'warning'}>{confirme ? T.yes : T.no}</Badge>;
}
