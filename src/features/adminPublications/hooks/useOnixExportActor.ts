import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createOnixExportMachine } from '../../../../machines/onixExport/onixExportMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { downloadOnixExport, planOnixExport } from '../api/onixExport.ts';

/** The « Export ONIX » machine of `/admin/publications`, over the back office's two export calls. */
export function useOnixExportActor() {
  const [machine] = useState(() =>
    createOnixExportMachine({ api: { plan: planOnixExport, download: downloadOnixExport } }),
  );
  return useActorRef(machine, { inspect: devInspect() });
}
