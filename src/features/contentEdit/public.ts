/** What other features may use of the content editor: the « Modifier » button, which loads the rest when pressed. */
export { ContentEditButton } from './ContentEditButton.tsx';
