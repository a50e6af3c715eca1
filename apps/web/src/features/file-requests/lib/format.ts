import { formatDate } from '@/shared/dates/date-format';
import { formatSize } from '@/shared/format/file-size';

/** A request's due day (YYYY-MM-DD, a UTC day) in the console's one date format: '26 Nov 2026'. */
export const formatDue = (day: string) => formatDate(`${day}T00:00:00Z`, { utc: true });

/** A size limit in MB as people read it: '25 MB', '1 GB'. */
export const formatLimit = (mb: number) => formatSize(mb * 1024 * 1024);

/** '.pdf, .docx' */
export const typeList = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(', ');
