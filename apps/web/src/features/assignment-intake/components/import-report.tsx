import type { IntakeReport } from '@ops/contracts';
import { INTAKE_TEXTS } from '../lib/intake-texts';
import { IntakeTable } from './intake-table';

/** What the import did: the counts, then every refused row with all its reasons. */
export function ImportReport({ report }: { report: IntakeReport }) {
  const counts: [string, number][] = [
    [INTAKE_TEXTS.counts.created, report.created],
    [INTAKE_TEXTS.counts.updated, report.updated],
    [INTAKE_TEXTS.counts.unchanged, report.unchanged],
    [INTAKE_TEXTS.counts.refused, report.refused.length],
  ];
  return (
    <section className="intake-report" aria-labelledby="intake-report-title">
      <h3 id="intake-report-title" className="intake-report__title">
        {INTAKE_TEXTS.report}
      </h3>
      <dl className="intake-report__counts">
        {counts.map(([label, count]) => (
          <div key={label} className="intake-report__count">
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      {report.refused.length === 0 ? (
        <p className="intake-card__text">{INTAKE_TEXTS.noneRefused}</p>
      ) : (
        <IntakeTable caption={INTAKE_TEXTS.refusedRows} columns={INTAKE_TEXTS.refusedHeads}>
          {report.refused.map((row) => (
            <tr key={`${row.row}-${row.assignment_id}`}>
              <td>{row.row}</td>
              <td>{row.assignment_id || '-'}</td>
              <td>
                <ul className="intake-report__reasons">
                  {row.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </IntakeTable>
      )}
    </section>
  );
}
