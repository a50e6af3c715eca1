import { CLIENT_MESSAGES } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';
import { listCities } from './countries.js';

/** The country must be a known one and the city one of its cities. */
export async function assertPlace(country: string, city: string) {
  const cities = await listCities(country);
  if (!cities) throw badRequest(CLIENT_MESSAGES.countryRequired);
  if (!cities.includes(city)) throw badRequest(CLIENT_MESSAGES.cityRequired);
}
