const NUMBER = new Intl.NumberFormat('fr-FR');

/** « 1 250 g », « 210 mm »; null when nothing was given. */
export function formatMeasure(value: number | null, unit: string): string | null {
  if (value === null) return null;
  // A no-break space, so that a number never leaves its unit at the end of a line.
  return `${NUMBER.format(value).replace(/\u202f/g, '\u00a0')}\u00a0${unit}`;
}
