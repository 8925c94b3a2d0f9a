import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import type { Compte } from '../../../../machines/adminAccount/types.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { ConfirmeBadge } from './ConfirmeBadge.tsx';
import styles from './AdminAccounts.module.css';
import { FactList } from '../../../components/ui/Fact.tsx';

export interface AccountFactsProps {
  compte: Compte;
  typeLabel: string;
}

/** What the account is, as the server last gave it: what the form does not change, and what it does. */
export function AccountFacts({ compte, typeLabel }: AccountFactsProps) {
  const facts: [string, React.ReactNode][] = [
    [T.facts.id, compte.Id],
    [T.facts.login, compte.Login],
    [T.typeLabel, typeLabel],
    [T.columns.confirme, <ConfirmeBadge key="confirme" confirme={compte.Confirme} />],
    [T.facts.siret, compte.Societe?.Siret ?? T.facts.none],
    [T.facts.created, formatDateHourMinute(compte.DateCreation)],
    [T.facts.updated, formatDateHourMinute(compte.DateMaj)],
  ];
  return (
    <section className={styles.facts} aria-label={T.facts.label}>
      <FactList facts={facts} className={styles.factList} factClassName={styles.fact} />
    </section>
  );
}
