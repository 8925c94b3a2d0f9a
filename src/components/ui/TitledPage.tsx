import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import page from './Page.module.css';

export interface TitledPageProps {
  /** The page's one heading. */
  title: ReactNode;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** A link above the heading, back to where the page belongs (« ← Modules »). */
  back?: { to: string; label: string };
  /** A class added to the page's frame (a narrower page). */
  className?: string;
  children: ReactNode;
}

/** A page's frame: its header (back link, heading, lead), then its sections. */
export function TitledPage({ title, lead, back, className, children }: TitledPageProps) {
  return (
    <div className={className ? `${page.page} ${className}` : page.page}>
      <div className={page.header}>
        {back && (
          <Link to={back.to} className={page.back}>
            {back.label}
          </Link>
        )}
        <h1 className={page.title}>{title}</h1>
        {lead && <p className={page.lead}>{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** A route's page: the TitledPage frame, whose heading also titles the browser's tab. */
export function RoutePage({ title, ...frame }: TitledPageProps & { title: string }) {
  useDocumentTitle(title);
  return <TitledPage title={title} {...frame} />;
}
