import { formatDate } from '@/shared/dates/date-format';

/** A request's due day (YYYY-MM-DD, a UTC day) in the console's one date format: '26 Nov 2026'. */
export const formatDue = (day: string) => formatDate(`${day}T00:00:00Z`, { utc: true });

/** A request's size limit as the contracts' refusal words it (requestFileRefusal): '25 MB', '1,024 MB'. */
export const formatLimit = (mb: number) => `${mb.toLocaleString('en-GB')} MB`;

/** '.pdf, .docx' */
export const typeList = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(', ');
