import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAuth } from '../../features/auth/useAuth.ts';
import { AddToBasketButton } from '../../features/basket/components/AddToBasketButton.tsx';
import { BasketProvider } from '../../features/basket/BasketProvider.tsx';
import {
  ProduitActionContext,
  SessionActionContext,
  type ProduitAction,
  type SessionAction,
} from '../../features/catalogue/components/produitAction.ts';
import { useRecordVisitedPath } from '../../features/auth/useRecordVisitedPath.ts';
import { ContentEditModeContext } from '../../hooks/useContentEditMode.ts';
import { PageHeadSync } from '../head/PageHeadSync.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useBasketCount } from './useBasketCount.ts';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';
import styles from './Layout.module.css';

/** The catalogue's cards offer the basket's « Ajouter au panier ». */
const addToBasket: ProduitAction = (produit) => <AddToBasketButton produit={produit} subject={produit.Libelle} />;

/** A training is added for one of its sessions, chosen on its page. */
const addSessionToBasket: SessionAction = (produit, session, dates) => (
  <AddToBasketButton
    produit={produit}
    session={session}
    subject={`${produit.Libelle}, session ${dates.charAt(0).toLowerCase()}${dates.slice(1)}`}
    isDisabled={session.PlacesRestantes <= 0}
  />
);

export function Layout() {
  return (
    <BasketProvider>
      <ProduitActionContext value={addToBasket}>
        <SessionActionContext value={addSessionToBasket}>
          <LayoutFrame />
        </SessionActionContext>
      </ProduitActionContext>
    </BasketProvider>
  );
}

function LayoutFrame() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  // An anonymous visitor comes back to the page they were on once signed in (spec 1 §4).
  useRecordVisitedPath();
  // The back-office role turns on the content edit mode (spec 1 §6).
  const editMode = useAuth().isBackOffice;
  return (
    <ContentEditModeContext value={editMode}>
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
        <PageHeadSync />
      </div>
    </ContentEditModeContext>
  );
}
