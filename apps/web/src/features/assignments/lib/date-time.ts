export { DASH, formatDateTime } from '@/shared/dates/date-format';
