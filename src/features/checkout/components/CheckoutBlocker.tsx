import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CheckoutBlocker as Blocker } from '../../../../domain/order/checkoutRules.ts';
import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import styles from './CheckoutPage.module.css';

export type ShownBlocker = Exclude<Blocker, 'emptyBasket'>;

const BLOCKER_TEXTS: Readonly<Record<ShownBlocker, string>> = {
  addressMissing: CHECKOUT_TEXTS.addressMissing,
  publicationMissing: CHECKOUT_TEXTS.publicationMissing,
  trainingForIndividual: CHECKOUT_TEXTS.trainingForIndividual,
};

export interface CheckoutBlockerProps {
  blocker: ShownBlocker;
  /** What the customer can do about it here (the publication of each referencing line). */
  children?: ReactNode;
}

/** Why the order cannot be placed yet, and where to put it right. */
export function CheckoutBlocker({ blocker, children }: CheckoutBlockerProps) {
  return (
    <div className={styles.blocker} id={`blocage-${blocker}`}>
      <p>{BLOCKER_TEXTS[blocker]}</p>
      {children}
      <p className={styles.links}>
        {blocker === 'addressMissing' && <Link to="/profil">{CHECKOUT_TEXTS.editProfile}</Link>}
        {blocker === 'publicationMissing' && <Link to="/publication/create">{CHECKOUT_TEXTS.declarePublication}</Link>}
        {blocker === 'trainingForIndividual' && <Link to="/contact">{CHECKOUT_TEXTS.contactUs}</Link>}
      </p>
    </div>
  );
}
