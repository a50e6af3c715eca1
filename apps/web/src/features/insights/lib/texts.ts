import { consoleMessage, consoleTexts, INSIGHT_TEXTS } from '@ops/contracts';

/** The page's own words beside the contracts' INSIGHT_TEXTS: the figures' titles and their measures. */
const PAGE_TEXTS = /* @__PURE__ */ consoleTexts('insights.page', {
  filters: 'Filter the insights',
  loading: 'Loading...',
  month: 'Month',
  compared: consoleMessage(
    '{period}, beside {earlier} a year earlier.',
    (period: string, earlier: string) => ({
      period,
      earlier,
    }),
  ),
  refused: 'Insights are for operations admins, operations users and team leads.',
  sectionIntro: {
    onTime:
      'The share of versions delivered by their committed time, per month and per client, with the median ' +
      'lateness of late ones.',
    volume:
      'Deliveries and versions per month, by service category and by client; words, minutes and images ' +
      'where the data has them.',
    response:
      'Average rating and count per month, complaints opened and resolved, and the time to first download ' +
      'after delivery.',
  },
  figures: {
    onTime: 'Delivered on time, per month',
    lateness: 'Median lateness of late versions, per month',
    onTimeClients: 'Delivered on time, per client',
    deliveries: 'Deliveries per month',
    versions: 'Versions per month',
    categories: 'Deliveries and versions by service category',
    clients: 'Deliveries and versions by client',
    words: 'Words per month',
    minutes: 'Minutes per month',
    images: 'Images per month',
    rating: 'Average rating per month',
    ratings: 'Ratings per month',
    complaints: 'Complaints opened and resolved per month',
    firstDownload: 'Time to first download after delivery, per month',
  },
  measures: {
    onTimeShare: 'On-time share',
    onTime: 'On time',
    committed: 'With a committed time',
    lateness: 'Median lateness',
    deliveries: 'Deliveries',
    versions: 'Versions',
    words: 'Words',
    minutes: 'Minutes',
    images: 'Images',
    rating: 'Average rating',
    ratings: 'Ratings',
    opened: 'Complaints opened',
    resolved: 'Complaints resolved',
    firstDownload: 'Median time to first download',
  },
  /** A measure's column beside the same measure a year earlier. */
  earlier: consoleMessage('{measure} (a year earlier)', (measure: string) => ({ measure })),
  /** A number of hours, in the tables and on the charts' axes. */
  hours: consoleMessage('{value} h', (value: string | number) => ({ value })),
  chartNote: consoleMessage('{title}. The same numbers are in the table view.', (title: string) => ({
    title,
  })),
  file: {
    section: 'Section',
    figure: 'Figure',
    row: 'Month, client or category',
    measure: 'Measure',
    value: 'Value',
    hours: consoleMessage('{measure} (hours)', (measure: string) => ({ measure })),
  },
});

/**
 * Both objects' words under one name, each read when it is used: the properties (getters once the contracts'
 * texts read a catalogue) are carried over as they are, never their values at load.
 */
export const TEXTS = /* @__PURE__ */ Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(INSIGHT_TEXTS), ...Object.getOwnPropertyDescriptors(PAGE_TEXTS) },
) as typeof INSIGHT_TEXTS & typeof PAGE_TEXTS;
