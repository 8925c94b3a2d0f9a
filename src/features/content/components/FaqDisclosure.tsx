import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface FaqDisclosureProps {
  /** The heading's level; its button opens and folds the panel. */
  level: HeadingLevel;
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  className: string | undefined;
  headingClassName: string | undefined;
  triggerClassName: string | undefined;
  panelClassName: string | undefined;
}

/**
 * A heading whose button folds the panel under it (the WAI-ARIA disclosure pattern), in plain elements: a FAQ
 * holds dozens of them, and each one hydrates with one state and one effect.
 */
export function FaqDisclosure({
  level,
  title,
  children,
  defaultExpanded = false,
  className,
  headingClassName,
  triggerClassName,
  panelClassName,
}: FaqDisclosureProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const triggerId = useId();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const Heading = `h${level}` as const;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || expanded) return;
    // Folded text stays findable with the browser's search, which opens the panel (React writes hidden="" only).
    panel.setAttribute('hidden', 'until-found');
    const open = () => setExpanded(true);
    panel.addEventListener('beforematch', open);
    return () => panel.removeEventListener('beforematch', open);
  }, [expanded]);

  return (
    <div className={className} data-expanded={expanded || undefined}>
      <Heading className={headingClassName}>
        <button
          type="button"
          id={triggerId}
          className={triggerClassName}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {title}
        </button>
      </Heading>
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={panelClassName}
        hidden={!expanded}
      >
        {children}
      </div>
    </div>
  );
}
