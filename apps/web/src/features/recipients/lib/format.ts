export { DASH, formatDate, formatDateTime } from '@/shared/dates/date-format';
