import type { FileDetails } from '@ops/contracts';

/** The delivered versions, newest first. */
export const newestFirst = (details: FileDetails) =>
  [...details.target_versions].sort((a, b) => b.version - a.version);
