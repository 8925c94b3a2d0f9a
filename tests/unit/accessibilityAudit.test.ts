import type { RouteObject } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { routes } from '../../src/app/router.tsx';
import { ACCESSIBILITY_AUDIT, auditFigures } from '../../src/features/accessibility/accessibilityAudit.ts';

/** Every page pattern of the router (`/commande/:id`), the catch-alls included. */
function routePatterns(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path === '' ? '/' : path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/**
 * Addresses that only pass through: the sign-in's return, the sign-out, an old address sent home, and the check of a
 * payment that hands over to its outcome's page (each outcome is checked).
 */
const PASSING_THROUGH = ['/admin/contenuseditoriaux', '/auth/callback', '/admin/logout', '/payment/check'];

describe('the accessibility statement’s figures', () => {
  test('come from a check of every route of the router, each page once', () => {
    const paths = ACCESSIBILITY_AUDIT.pages.map((page) => `${page.path} ${page.title}`);
    expect(new Set(paths).size).toBe(paths.length);
    const audited = new Set(ACCESSIBILITY_AUDIT.pages.map((page) => page.route));
    const expected = new Set(routePatterns(routes).filter((pattern) => !PASSING_THROUGH.includes(pattern)));
    expect([...audited].sort()).toEqual([...expected].sort());
  });

  test('count pages without a violation, rounded down', () => {
    const page = (violations: string[]) => ({ path: '/', route: '/', title: 'Accueil', violations });
    const figures = auditFigures({
      ...ACCESSIBILITY_AUDIT,
      pages: [page([]), page([]), page(['color-contrast']), ...Array.from({ length: 997 }, () => page([]))],
    });
    expect(figures).toEqual({ pages: 1000, cleanPages: 999, cleanRate: 99, violations: 1 });
  });
});
