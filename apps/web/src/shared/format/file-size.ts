import { consoleLocale, formatSizeIn } from '@ops/contracts';

/** Bytes as people read them: '820 B', '14 KB', '3.2 MB' (powers of 1024); the contracts' English. */
export const formatSize = (bytes: number): string => formatSizeIn(consoleLocale(), bytes);
