/** The fields of a publication that say whether it is a volume of a series, and which one. */
export interface SeriesFields {
  Serie?: boolean | null;
  NumeroVolume?: string | null;
  TitreVolume?: string | null;
}

/**
 * Only a volume of a series has a number and a title of its own: outside a series, both are emptied (the
 * contract's rule for `Serie` false, which the server applies on every save).
 */
export function clearVolumeOutsideSeries<T extends SeriesFields>(values: T): T {
  return values.Serie === true ? values : { ...values, NumeroVolume: null, TitreVolume: null };
}
