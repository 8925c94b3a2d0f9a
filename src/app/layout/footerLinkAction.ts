export type FooterLinkAction = 'modal' | 'navigate';

/**
 * Spec 1 §2: the legal, CGU and FAQ links of the footer open their content in a printable modal when the reader
 * is already on that page, or when the content has not been loaded yet; otherwise they lead to the page.
 */
export function footerLinkAction({
  currentPath,
  targetPath,
  contentLoaded,
}: {
  currentPath: string;
  targetPath: string;
  contentLoaded: boolean;
}): FooterLinkAction {
  const onTargetPage = currentPath.replace(/\/+$/, '').toLowerCase() === targetPath.toLowerCase();
  return onTargetPage || !contentLoaded ? 'modal' : 'navigate';
}
