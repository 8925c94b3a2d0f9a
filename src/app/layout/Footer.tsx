import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { contenuQueryOptions } from '../../features/content/api/getContenuByName.ts';
import { footerLinkAction } from './footerLinkAction.ts';
import { CopyrightLine } from './CopyrightLine.tsx';
import { COOKIE_POLICY_LINK, EXTERNAL_LINKS, FOOTER_CONTENT_LINKS, type FooterContentLink } from './footerLinks.ts';
import styles from './Footer.module.css';

const loadDialog = () => import('./FooterContentDialog.tsx');
const FooterContentDialog = lazy(loadDialog);

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Footer() {
  const [dialog, setDialog] = useState<FooterContentLink | null>(null);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  function contentLink(link: FooterContentLink) {
    function onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const contentLoaded = queryClient.getQueryData(contenuQueryOptions(link.contenu).queryKey) !== undefined;
      if (footerLinkAction({ currentPath: pathname, targetPath: link.to, contentLoaded }) === 'modal') {
        event.preventDefault();
        setDialog(link);
      }
    }
    return (
      // The dialog's code is fetched as soon as a reader shows interest, so that it opens without delay.
      <Link to={link.to} onClick={onClick} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
        {link.label}
      </Link>
    );
  }

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Informations">
          <ul className={styles.links}>
            <li>{contentLink(FOOTER_CONTENT_LINKS.mentions)}</li>
            <li>{contentLink(FOOTER_CONTENT_LINKS.cgu)}</li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>{contentLink(FOOTER_CONTENT_LINKS.faq)}</li>
            <li>
              <Link to={COOKIE_POLICY_LINK.to}>{COOKIE_POLICY_LINK.label}</Link>
            </li>
            <li>
              <Link to="/accessibilite">Accessibilité : non conforme</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Sites partenaires">
          <ul className={styles.links}>
            {EXTERNAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className={styles.srOnly}> (nouvelle fenêtre)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <CopyrightLine />
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <FooterContentDialog link={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </footer>
  );
}
