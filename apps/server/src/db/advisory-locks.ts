/**
 * PostgreSQL advisory lock keys of the work that instances sharing one database must not do at the same
 * time: start-up steps that would each find the database empty and each fill it, and the insights' fold.
 */
export const ADVISORY_LOCKS = {
  migrate: 7_240_315_001,
  seedCatalogue: 7_240_315_002,
  startJobQueue: 7_240_315_003,
  secretsAtRest: 7_240_315_018,
  foldInsights: 7_240_315_025,
} as const;
