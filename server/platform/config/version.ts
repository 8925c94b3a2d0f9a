import packageJson from '../../../package.json' with { type: 'json' };

/** What BackEnd_Version answers: the package's version and the day it was released. */
export const BACKEND_VERSION = {
  Version: packageJson.version,
  Date: '2026-11-21',
} as const;
