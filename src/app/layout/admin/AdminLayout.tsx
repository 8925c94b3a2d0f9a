import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useRecordVisitedPath } from '../../../features/auth/useRecordVisitedPath.ts';
import { PageHeadSync } from '../../head/PageHeadSync.tsx';
import layout from '../Layout.module.css';
import { useFocusOnNavigation } from '../useFocusOnNavigation.ts';
import { AdminFooter } from './AdminFooter.tsx';
import { AdminHeader } from './AdminHeader.tsx';

/** The back office's frame: its own header and footer around every page under /admin (spec 2 §2). */
export default function AdminLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  useRecordVisitedPath();
  return (
    <div className={layout.page}>
      <a className={layout.skipLink} href="#contenu">
        Aller au contenu principal
      </a>
      <AdminHeader />
      <main id="contenu" ref={mainRef} tabIndex={-1} className={layout.main}>
        <Outlet />
      </main>
      <AdminFooter />
      <ScrollRestoration />
      <PageHeadSync />
    </div>
  );
}
