import { createContext } from 'react';

/**
 * Whether step 3 offers « Signaler une mise à jour » of a brand: the author's request, mailed in their name
 * (Publication_UpdateMarque), which the back office's wizard does not make.
 */
export const MarqueReportContext = createContext(true);
