import { ASSIGNMENT_IMPORT_COLUMNS, ASSIGNMENT_IMPORT_EXAMPLE } from '@ops/contracts';

export const TEMPLATE_FILE_NAME = 'assignments-template.csv';

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The import template: the documented header and one example line. */
function templateCsv(): string {
  const header = ASSIGNMENT_IMPORT_COLUMNS.join(',');
  const example = ASSIGNMENT_IMPORT_COLUMNS.map((c) => csvCell(ASSIGNMENT_IMPORT_EXAMPLE[c])).join(',');
  return `${header}\r\n${example}\r\n`;
}

/** A link target for the template, made in the browser (no server call). */
export const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
