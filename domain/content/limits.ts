/** Limits of what the back office saves in a content block. */
export const CONTENT_LIMITS = {
  /** Nesting of the FAQ's categories: a first level and four levels of sub-categories. */
  faqMaxDepth: 5,
  /** Image files in one Contenu_Upload. */
  maxFilesPerUpload: 8,
  /** Kept versions that Contenu_GetVersions lists. */
  listedVersions: 100,
} as const;
