import type { ReactNode } from 'react';

export interface FactProps {
  /** What the value is (« Dates », « Total HT »). */
  term: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One term and its value in a description list (`<dl>`), grouped in a div as HTML allows. */
export function Fact({ term, className, children }: FactProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface FactListProps {
  /** The facts in order, as [term, value] pairs; a term names one fact only. */
  facts: readonly (readonly [string, ReactNode])[];
  className?: string;
  /** The class of each fact's group. */
  factClassName?: string;
}

/** A description list of facts, term by term. */
export function FactList({ facts, className, factClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <Fact key={term} term={term} className={factClassName}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}
