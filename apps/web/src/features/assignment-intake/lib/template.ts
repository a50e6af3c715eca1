import { ASSIGNMENT_IMPORT_COLUMNS, ASSIGNMENT_IMPORT_EXAMPLE, csvText } from '@ops/contracts';

export const TEMPLATE_FILE_NAME = 'assignments-template.csv';

/** The import template: the documented header and one example line (formula-safe, as every CSV we write). */
const templateCsv = () =>
  csvText([ASSIGNMENT_IMPORT_COLUMNS, ASSIGNMENT_IMPORT_COLUMNS.map((c) => ASSIGNMENT_IMPORT_EXAMPLE[c])], {
    eol: '\r\n',
  });

/** A link target for the template, made in the browser (no server call). */
export const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
