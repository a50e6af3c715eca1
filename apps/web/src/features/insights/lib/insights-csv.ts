import { csvText, type CsvValue } from '@ops/contracts';
import type { Measure, Section } from './figures';
import { TEXTS } from './texts';

const FILE = TEXTS.file;

/** A measure's name in the file, with its unit where the table writes one beside each number. */
const fileMeasure = (m: Measure) =>
  m.kind === 'share' ? `${m.label} (%)` : m.kind === 'hours' ? FILE.hours(m.label) : m.label;

/**
 * Every number the page shows, one line per figure, row and measure, with the same month a year earlier
 * beside it where the figure has one: a layout a spreadsheet filters and pivots as it is.
 */
export function insightsCsv(sections: readonly Section[]): string {
  const lines: CsvValue[][] = [
    [FILE.section, FILE.figure, FILE.row, FILE.measure, FILE.value, TEXTS.yearEarlier],
  ];
  for (const section of sections) {
    for (const figure of section.figures) {
      for (const row of figure.rows) {
        figure.measures.forEach((m, index) => {
          lines.push([
            section.title,
            figure.title,
            row.fileLabel,
            fileMeasure(m),
            row.values[index],
            row.previous ? row.previous[index] : undefined,
          ]);
        });
      }
    }
  }
  // With a byte-order mark, so that spreadsheets read accents in client names right.
  return csvText(lines, { bom: true });
}

/** insights-2025-12-2026-11.csv: the period's first and last month. */
export const insightsFileName = (months: readonly string[]) =>
  `insights-${months[0] ?? ''}-${months.at(-1) ?? ''}.csv`;
