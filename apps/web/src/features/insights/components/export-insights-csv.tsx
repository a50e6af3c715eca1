import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { Button } from '@/shared/ui/button';
import type { Section } from '../lib/figures';
import { insightsCsv, insightsFileName } from '../lib/insights-csv';
import { TEXTS } from '../lib/texts';

/** Saves every figure's numbers, as the tables show them, in one CSV file made in the browser. */
export function ExportInsightsCsv({
  sections,
  months,
  disabled,
}: {
  sections: readonly Section[];
  months: readonly string[];
  disabled: boolean;
}) {
  const run = () => {
    const url = URL.createObjectURL(new Blob([insightsCsv(sections)], { type: 'text/csv;charset=utf-8' }));
    saveFromUrl(url, insightsFileName(months));
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button variant="secondary" disabled={disabled} onClick={run}>
      {TEXTS.exportCsv}
    </Button>
  );
}
