// What the insights page says, in a file without schemas: the refusal rule reads the messages (decision 0041).
import { consoleTexts } from '../i18n/console-texts.js';

/** The longest custom period, in months. */
export const INSIGHT_MAX_MONTHS = 36;

export const INSIGHT_MESSAGES = /* @__PURE__ */ consoleTexts('insightMessages', {
  periodRule: 'Please choose a period of 3, 6 or 12 months, or a custom one.',
  monthRule: 'Please give months as YYYY-MM.',
  customNeedsMonths: 'Please give the first and the last month of the custom period.',
  customOrder: 'The first month must not come after the last.',
  customTooLong: `A custom period can span at most ${INSIGHT_MAX_MONTHS} months.`,
  categoryRule: 'Please choose a service category from the list.',
  clientRule: 'Please choose a client from the list.',
});

export const INSIGHT_TEXTS = /* @__PURE__ */ consoleTexts('insightTexts', {
  title: 'Insights',
  onTime: 'On-time delivery',
  volume: 'Volume',
  response: 'Client response',
  period: 'Period',
  periods: { '3': 'Last 3 months', '6': 'Last 6 months', '12': 'Last 12 months', custom: 'Custom' },
  from: 'From',
  to: 'To',
  client: 'Client',
  allClients: 'All clients',
  category: 'Service category',
  allCategories: 'All categories',
  yearEarlier: 'A year earlier',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  exportCsv: 'Export CSV',
  empty: 'Nothing was delivered in this period.',
});
