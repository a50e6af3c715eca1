/**
 * The services of part 1 section 3 with their sub-services and rate cards. Prices are per unit in USD;
 * EUR and AED follow from fixed conversion factors. An MSLA price exists where the provider has a master
 * agreement rate for that sub-service. The server seeds it on first start; the demo build answers from it.
 */
interface CatalogueService {
  name: string;
  code: string;
  unit: string;
  subServices: { name: string; usd: string; mslaUsd?: string }[];
}

export const CURRENCY_FACTORS = { USD: '1', EUR: '0.92', AED: '3.6725' } as const;

export const CATALOGUE: readonly CatalogueService[] = [
  {
    name: 'Translation Services',
    code: 'TR',
    unit: 'Words',
    subServices: [
      { name: 'Translation - Lite (internal use)', usd: '0.08' },
      { name: 'Translation - Client-ready (assured)', usd: '0.14', mslaUsd: '0.12' },
      { name: 'Proofreading', usd: '0.05', mslaUsd: '0.04' },
      { name: 'Localization', usd: '0.18' },
      { name: 'Transcreation', usd: '0.25' },
    ],
  },
  {
    name: 'Presentation Design',
    code: 'PD',
    unit: 'Pages',
    subServices: [
      { name: 'Basic Design', usd: '18.00', mslaUsd: '15.00' },
      { name: 'High-End Design', usd: '45.00' },
    ],
  },
  {
    name: 'Graphic Design',
    code: 'GD',
    unit: 'Images',
    subServices: [
      { name: 'Image Editing', usd: '12.00' },
      { name: 'Infographic Design', usd: '85.00', mslaUsd: '75.00' },
    ],
  },
  {
    name: 'Audio-Video Production',
    code: 'AV',
    unit: 'Minutes',
    subServices: [
      { name: 'Powerpoint Animation Video', usd: '120.00', mslaUsd: '100.00' },
      { name: 'Subtitling', usd: '9.50' },
    ],
  },
  {
    name: 'Research & Analytics',
    code: 'RA',
    unit: 'Hours',
    subServices: [
      { name: 'Smart Secondary Research', usd: '55.00', mslaUsd: '48.00' },
      { name: 'Market Sizing', usd: '70.00' },
    ],
  },
  {
    name: 'Data Processing',
    code: 'DP',
    unit: 'Records',
    subServices: [
      { name: 'Data Entry', usd: '0.40' },
      { name: 'Data Cleansing', usd: '0.65' },
    ],
  },
];
