/** What the referencing calls answer when they refuse. */
export const REFERENCING_MESSAGES = {
  notRejected:
    'Seule une publication rejetée par le catalogue peut être reprise pour correction\u00a0: celle-ci ne l\u2019est pas.',
} as const;
