import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink.tsx';
import { EmptyState } from './EmptyState.tsx';
import cards from './CardList.module.css';

export interface EmptyCardListProps {
  /** Where the customer finds what the list would hold. */
  to: string;
  /** The link's words. */
  linkText: string;
  /** What the list would hold. */
  children: ReactNode;
}

/** A card list without cards: what is missing, and the way to it. */
export function EmptyCardList({ to, linkText, children }: EmptyCardListProps) {
  return (
    <div className={cards.empty}>
      <EmptyState>{children}</EmptyState>
      <ButtonLink to={to}>{linkText}</ButtonLink>
    </div>
  );
}
