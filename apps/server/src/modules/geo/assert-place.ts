import { placeRefusal } from '@ops/contracts';
import { throwRefusal } from '@/lib/rule-refusal.js';
import { listCities } from './countries.js';

/** The country must be a known one and the city one of its cities. */
export async function assertPlace(country: string, city: string) {
  throwRefusal(placeRefusal(await listCities(country), city));
}
