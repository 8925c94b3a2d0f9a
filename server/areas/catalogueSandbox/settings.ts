/** The test controls of the sandbox: how it behaves, as `POST /catalogue-test/reglages` sets it. */
export const SANDBOX_MODES = ['normal', 'panne', 'rejet', 'retard'] as const;

export type SandboxMode = (typeof SANDBOX_MODES)[number];

export interface SandboxSettings {
  /** normal; panne: deposits answer 503; rejet: every record refused; retard: acknowledgements wait `Retard` s. */
  Mode: SandboxMode;
  /** Seconds after a deposit during which its acknowledgement answers « en cours » in mode retard. */
  Retard: number;
}

export const DEFAULT_SETTINGS: SandboxSettings = { Mode: 'normal', Retard: 30 };

/** A day at most: a longer wait tests nothing a day does not. */
const MAX_DELAY_SECONDS = 86_400;

export const SETTINGS_ERRORS = {
  body: 'Les réglages attendus sont un objet JSON { "Mode", "Retard" }.',
  mode: `Mode vaut ${SANDBOX_MODES.join(', ')}.`,
  delay: `Retard est un nombre entier de secondes, de 0 à ${MAX_DELAY_SECONDS}.`,
} as const;

/** The settings a request asks for over the current ones, or the French reason they are refused. */
export function readSettings(body: unknown, current: SandboxSettings): SandboxSettings | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: SETTINGS_ERRORS.body };
  const { Mode, Retard } = body as Record<string, unknown>;
  if (Mode !== undefined && !(SANDBOX_MODES as readonly unknown[]).includes(Mode))
    return { error: SETTINGS_ERRORS.mode };
  if (
    Retard !== undefined &&
    (typeof Retard !== 'number' || !Number.isInteger(Retard) || Retard < 0 || Retard > MAX_DELAY_SECONDS)
  ) {
    return { error: SETTINGS_ERRORS.delay };
  }
  return {
    Mode: (Mode as SandboxMode | undefined) ?? current.Mode,
    Retard: (Retard as number | undefined) ?? current.Retard,
  };
}
