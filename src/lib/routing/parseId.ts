const MAX_ID = 2_147_483_647;

/** A route's id parameter as the contract's Identifiant (1 to 2³¹-1), or null when it cannot be one. */
export function parseId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
