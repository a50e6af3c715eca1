import {
  ASSIGNMENT_IMPORT_COLUMN_HINTS,
  ASSIGNMENT_IMPORT_COLUMNS,
  ASSIGNMENT_IMPORT_REQUIRED,
} from '@ops/contracts';
import { TEMPLATE_FILE_NAME, templateHref } from '../lib/template';
import { INTAKE_TEXTS } from '../lib/intake-texts';
import { IntakeTable } from './intake-table';

const REQUIRED: readonly string[] = ASSIGNMENT_IMPORT_REQUIRED;

/** The documented columns and the template to start from. */
export function ImportColumns() {
  return (
    <div className="intake-columns">
      <p className="intake-card__text">{INTAKE_TEXTS.columnsIntro}</p>
      <IntakeTable caption={INTAKE_TEXTS.columns} columns={INTAKE_TEXTS.columnHeads}>
        {ASSIGNMENT_IMPORT_COLUMNS.map((column) => (
          <tr key={column}>
            <td>
              <code>{column}</code>
            </td>
            <td>{REQUIRED.includes(column) ? INTAKE_TEXTS.yes : INTAKE_TEXTS.no}</td>
            <td>{ASSIGNMENT_IMPORT_COLUMN_HINTS[column]}</td>
          </tr>
        ))}
      </IntakeTable>
      <a className="btn btn--secondary btn--small" href={templateHref()} download={TEMPLATE_FILE_NAME}>
        {INTAKE_TEXTS.template}
      </a>
    </div>
  );
}
