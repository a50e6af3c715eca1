import type { IntakeReport } from '@ops/contracts';
import { IntakeTable } from './intake-table';

/** What the import did: the counts, then every refused row with all its reasons. */
export function ImportReport({ report }: { report: IntakeReport }) {
  const counts: [string, number][] = [
    ['Created', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Refused', report.refused.length],
  ];
  return (
    <section className="intake-report" aria-labelledby="intake-report-title">
      <h3 id="intake-report-title" className="intake-report__title">
        Import report
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
        <p className="intake-card__text">No row was refused.</p>
      ) : (
        <IntakeTable caption="Refused rows" columns={['Row', 'Assignment ID', 'Reasons']}>
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
