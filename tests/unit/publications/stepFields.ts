import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The step's text field named `name`. */
export function field(name: string | RegExp): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** Empties the field named `name`, then types `text` in it (nothing for an empty text): the field. */
export async function retype(user: User, name: string | RegExp, text: string): Promise<HTMLElement> {
  const input = field(name);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  return input;
}
