import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './SanitizedHtml.module.css';

export interface SanitizedHtmlProps {
  /** HTML that the server sanitised with DOMPurify before storing it; never text typed in this browser. */
  html: string;
  className?: string;
}

/**
 * The one place where the application writes HTML into the page (editorial pages, FAQ answers, product texts).
 * Links to the portal's own pages navigate inside the application instead of reloading it.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc/'))
      return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }

  return (
    // The click only refines the links inside, which stay native links for the keyboard (Enter fires a click):
    // the container itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
