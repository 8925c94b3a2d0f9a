import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useBasketCount } from './useBasketCount.ts';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';
import styles from './Layout.module.css';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu principal
      </a>
      <Header basketCount={useBasketCount()} />
      <main id="contenu" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      {/* New pages open at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
