/** The query keys of the monitoring page: the back end's version and the services' health. */
export const monitoringKeys = {
  backEndVersion: () => ['backEndVersion'] as const,
  health: () => ['monitoring'] as const,
};
