import type { ResponseOf } from '../../../lib/api/client.ts';

export type Module = ResponseOf<'/BO/Gestion/Module_GetAll'>[number];

/** The modules the menu shows: the visible ones, by Rang (spec 1 §2). */
export function visibleModules(modules: readonly Module[]): Module[] {
  return modules.filter((module) => module.Visible).sort((a, b) => a.Rang - b.Rang);
}

/** Where a module leads: its Link under /admin. */
export function modulePath(module: Module): string {
  return `/admin/${module.Link.replace(/^\/+/, '')}`;
}
