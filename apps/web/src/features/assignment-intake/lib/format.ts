import { formatDateTime } from '@/shared/dates/date-format';

/** An ISO time as people read it, or a dash when there is none. */
export const formatWhen = (iso: string | null) => formatDateTime(iso);
