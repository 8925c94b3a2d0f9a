/** What other features may use of the content editor: the « Modifier » button, whose code loads for staff only. */
export { ContentEditButton } from './LazyContentEditButton.tsx';
