import audit from './accessibilityAudit.json';

/** One page the automatic check visited: its address, the route it stands for, what axe found there. */
export interface AuditedPage {
  path: string;
  /** The router's pattern the page belongs to (`/commande/:id`), so that every route is known to be checked. */
  route: string;
  title: string;
  /** The ids of the axe rules the page breaks, one entry per rule. */
  violations: string[];
}

/** What `npm run a11y:audit` writes (tests/e2e/accessibilityAudit.spec.ts, which also checks it is current). */
export interface AccessibilityAudit {
  auditedOn: string;
  axeVersion: string;
  tags: string[];
  pages: AuditedPage[];
}

export const ACCESSIBILITY_AUDIT: AccessibilityAudit = audit;

export interface AuditFigures {
  pages: number;
  cleanPages: number;
  /** Whole percent of pages without a violation, rounded down: 99,6 % is not 100 %. */
  cleanRate: number;
  violations: number;
}

export function auditFigures(result: AccessibilityAudit): AuditFigures {
  const pages = result.pages.length;
  const cleanPages = result.pages.filter((page) => page.violations.length === 0).length;
  return {
    pages,
    cleanPages,
    cleanRate: pages === 0 ? 0 : Math.floor((100 * cleanPages) / pages),
    violations: result.pages.reduce((sum, page) => sum + page.violations.length, 0),
  };
}
