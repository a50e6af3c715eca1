import type { CityResponse, Reader } from 'maxmind';

/** Turns an IP address into 'City, Country', or null when it cannot be placed. */
export interface GeoLocator {
  locate(ip: string): string | null;
  describe(): string;
}

const noLocator: GeoLocator = {
  locate: () => null,
  describe: () => 'no GeoIP database (locations read "Can\'t locate")',
};

const englishName = (place?: { names?: { en?: string } }) => place?.names?.en;

/**
 * Reads a MaxMind-format (.mmdb) city or country database, such as GeoLite2-City, when one is configured.
 * Lookups are in memory; the file is read once at start.
 */
export async function createGeoLocator(databasePath: string | undefined): Promise<GeoLocator> {
  if (!databasePath) return noLocator;
  const { open } = await import('maxmind');
  const reader: Reader<CityResponse> = await open<CityResponse>(databasePath, { watchForUpdates: false });
  return {
    locate(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      let record: CityResponse | null;
      try {
        record = reader.get(address);
      } catch {
        return null;
      }
      if (!record) return null;
      const parts = [
        englishName(record.city),
        englishName(record.country) ?? englishName(record.registered_country),
      ];
      const text = parts.filter(Boolean).join(', ');
      return text || null;
    },
    describe: () => `GeoIP database ${databasePath}`,
  };
}
