import { createContext, useContext } from 'react';

/**
 * Whether the content edit mode is on: a back-office user sees the edit buttons of the editorial content (spec 1
 * §2 and §6). The application layout provides it from the session; features read it without knowing about roles.
 */
export const ContentEditModeContext = createContext(false);

export function useContentEditMode(): boolean {
  return useContext(ContentEditModeContext);
}
