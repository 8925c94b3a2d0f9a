/** The ONIX for Books releases the portal writes: French intakes still differ (CATALOGUE_ONIX_VERSION). */
export const ONIX_RELEASES = ['3.0', '3.1'] as const;

export type OnixRelease = (typeof ONIX_RELEASES)[number];
