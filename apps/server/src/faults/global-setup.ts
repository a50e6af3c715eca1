import type { TestProject } from 'vitest/node';
import { createPrivatePostgres, removePrivatePostgres } from './private-postgres.js';

/** One private PostgreSQL cluster for the whole fault suite, removed at its end. */
export default async function setup(project: TestProject) {
  const cluster = await createPrivatePostgres();
  project.provide('privatePostgres', cluster);
  return () => removePrivatePostgres(cluster);
}
