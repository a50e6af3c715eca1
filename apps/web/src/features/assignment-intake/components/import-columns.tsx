import {
  ASSIGNMENT_IMPORT_COLUMN_HINTS,
  ASSIGNMENT_IMPORT_COLUMNS,
  ASSIGNMENT_IMPORT_REQUIRED,
} from '@ops/contracts';
import { TEMPLATE_FILE_NAME, templateHref } from '../lib/template';
import { IntakeTable } from './intake-table';

const REQUIRED: readonly string[] = ASSIGNMENT_IMPORT_REQUIRED;

/** The documented columns and the template to start from. */
export function ImportColumns() {
  return (
    <div className="intake-columns">
      <p className="intake-card__text">
        The first row names the columns, in any order. One row is one service line: rows with the same
        assignment_id add lines to that assignment. An assignment already imported is updated, never
        duplicated.
      </p>
      <IntakeTable caption="Columns" columns={['Column', 'Required', 'Content']}>
        {ASSIGNMENT_IMPORT_COLUMNS.map((column) => (
          <tr key={column}>
            <td>
              <code>{column}</code>
            </td>
            <td>{REQUIRED.includes(column) ? 'Yes' : 'No'}</td>
            <td>{ASSIGNMENT_IMPORT_COLUMN_HINTS[column]}</td>
          </tr>
        ))}
      </IntakeTable>
      <a className="btn btn--secondary btn--small" href={templateHref()} download={TEMPLATE_FILE_NAME}>
        Download CSV template
      </a>
    </div>
  );
}
