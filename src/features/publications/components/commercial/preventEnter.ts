/** The part of a keyboard event this needs, DOM or react-aria. */
interface KeyPress {
  key: string;
  preventDefault(): void;
  /** react-aria stops a handled key at its field unless told otherwise. */
  continuePropagation?(): void;
}

/**
 * Enter in a field of step 4 must neither submit the wizard's form nor move to another step (spec 1 §2):
 * browsers submit a form implicitly on Enter in a text box, a check box or a radio button.
 */
export function preventEnter(event: KeyPress): void {
  if (event.key === 'Enter') event.preventDefault();
  // The radio group moves between its choices with the arrow keys it hears from them.
  event.continuePropagation?.();
}
