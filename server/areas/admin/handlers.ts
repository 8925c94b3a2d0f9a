import type { AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { listModules } from './repository.ts';

export function adminHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Gestion_Module_GetAll: () => listModules(db),
  };
}
