import type { AppDependencies } from '../http/dependencies.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { listModules } from './repository.ts';

export function adminHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Gestion_Module_GetAll: () => listModules(db),
  };
}
