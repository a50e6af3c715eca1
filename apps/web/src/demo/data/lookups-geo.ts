import type { Country } from '@ops/contracts';

type Place = [country: string, currency: string, taxType: Country['tax_type'], cities: string[]];

/**
 * A short list of the server's countries (the @countrystatecity data set: the same names, currencies and
 * tax types) with some of their larger cities; the server's whole data set is far too big for a demo.
 */
const PLACES: Place[] = [
  ['Australia', 'AUD', 'GST', ['Adelaide', 'Brisbane', 'Canberra', 'Melbourne', 'Perth', 'Sydney']],
  ['Belgium', 'EUR', 'VAT', ['Antwerpen', 'Brussels', 'Gent', 'Liège']],
  ['Brazil', 'BRL', 'VAT', ['Belo Horizonte', 'Brasília', 'Rio de Janeiro', 'São Paulo']],
  ['Canada', 'CAD', 'GST', ['Calgary', 'Montréal', 'Ottawa', 'Toronto', 'Vancouver']],
  ['China', 'CNY', 'VAT', ['Beijing', 'Guangzhou', 'Hangzhou', 'Shenzhen']],
  ['Egypt', 'EGP', 'VAT', ['Alexandria', 'Cairo', 'Giza']],
  ['France', 'EUR', 'VAT', ['Bordeaux', 'Lille', 'Lyon', 'Marseille', 'Nice', 'Paris', 'Toulouse']],
  [
    'Germany',
    'EUR',
    'VAT',
    ['Berlin', 'Düsseldorf', 'Frankfurt am Main', 'Hamburg', 'Köln', 'Munich', 'Stuttgart'],
  ],
  [
    'India',
    'INR',
    'GST',
    [
      'Ahmedabad',
      'Bengaluru',
      'Chennai',
      'Hyderabad',
      'Jaipur',
      'Kolkata',
      'Mumbai',
      'New Delhi',
      'Noida',
      'Pune',
    ],
  ],
  ['Ireland', 'EUR', 'VAT', ['Cork', 'Dublin', 'Galway City', 'Limerick']],
  ['Italy', 'EUR', 'VAT', ['Bologna', 'Florence', 'Milan', 'Naples', 'Rome', 'Turin']],
  ['Japan', 'JPY', 'VAT', ['Kyoto', 'Nagoya', 'Osaka', 'Tokyo', 'Yokohama']],
  ['Kenya', 'KES', 'VAT', ['Kisumu', 'Mombasa', 'Nairobi']],
  ['Malaysia', 'MYR', 'GST', ['George Town', 'Johor Bahru', 'Kuala Lumpur']],
  ['Mexico', 'MXN', 'VAT', ['Guadalajara', 'Mexico City', 'Monterrey']],
  ['Netherlands', 'EUR', 'VAT', ['Amsterdam', 'Eindhoven', 'Rotterdam', 'The Hague', 'Utrecht']],
  ['New Zealand', 'NZD', 'GST', ['Auckland', 'Christchurch', 'Wellington']],
  ['Poland', 'PLN', 'VAT', ['Gdańsk', 'Kraków', 'Poznań', 'Warsaw', 'Wrocław']],
  ['Qatar', 'QAR', 'VAT', ['Al Khawr', 'Al Wakrah', 'Doha']],
  ['Saudi Arabia', 'SAR', 'VAT', ['Dammam', 'Jeddah', 'Mecca', 'Medina', 'Riyadh']],
  ['Singapore', 'SGD', 'GST', ['Singapore']],
  ['South Africa', 'ZAR', 'VAT', ['Cape Town', 'Durban', 'Johannesburg', 'Pretoria']],
  ['Spain', 'EUR', 'VAT', ['Barcelona', 'Bilbao', 'Madrid', 'Málaga', 'Sevilla', 'Valencia']],
  ['Sweden', 'SEK', 'VAT', ['Göteborg', 'Malmö', 'Stockholm', 'Uppsala']],
  ['Switzerland', 'CHF', 'VAT', ['Basel', 'Bern', 'Geneva', 'Lausanne', 'Zürich']],
  [
    'United Arab Emirates',
    'AED',
    'VAT',
    ['Abu Dhabi', 'Ajman', 'Al Ain City', 'Dubai', 'Ras Al Khaimah', 'Sharjah'],
  ],
  [
    'United Kingdom',
    'GBP',
    'VAT',
    ['Birmingham', 'Bristol', 'Cambridge', 'Edinburgh', 'Glasgow', 'Leeds', 'London', 'Manchester', 'Oxford'],
  ],
  [
    'United States',
    'USD',
    'VAT',
    [
      'Atlanta',
      'Austin',
      'Boston',
      'Chicago',
      'Los Angeles',
      'Miami',
      'New York City',
      'San Francisco',
      'Seattle',
      'Washington D.C.',
    ],
  ],
];

/** The countries, sorted by name as the server sorts them. */
export const demoCountries: Country[] = PLACES.map(([country, currency, tax_type]) => ({
  country,
  currency,
  tax_type,
})).sort((a, b) => a.country.localeCompare(b.country));

/** The cities of a country, named in any letter case, sorted; null for a country the demo does not know. */
export function citiesOf(country: string): string[] | null {
  const wanted = country.trim().toLowerCase();
  const place = PLACES.find(([name]) => name.toLowerCase() === wanted);
  return place ? [...place[3]].sort((a, b) => a.localeCompare(b)) : null;
}
