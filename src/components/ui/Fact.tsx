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
