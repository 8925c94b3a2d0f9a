import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A part of a page named by its own `h2`, which labels it for assistive technologies. */
export function TitledSection({ title, className, titleClassName, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
