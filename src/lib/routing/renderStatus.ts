import { createContext, useContext } from 'react';

/** Hears the HTTP status of a page the server renders; the browser has none. */
export type RenderStatusListener = (status: number) => void;

export const RenderStatusContext = createContext<RenderStatusListener | null>(null);

/** Tells the server's render that the page shown says "not found", so that it answers 404. */
export function useNotFoundStatus(): void {
  useContext(RenderStatusContext)?.(404);
}
