/**
 * The geocoder the handlers use: the offline gazetteer (local, default) or Amazon Location (cloud), chosen by
 * env GEOCODER. Each implementation is loaded only when first used, so the cloud path never reads the location
 * table and the gazetteer path never needs PLACE_INDEX_NAME.
 */
import type { GeocodeResponse, GeoFeature } from '../contracts/geocoding';
import type { GeocodeReverseQuery, GeocodeSearchQuery } from '../contracts/geocoding-schemas';

interface GeocoderBackend {
  searchPlaces(query: GeocodeSearchQuery): GeoFeature[] | Promise<GeoFeature[]>;
  reversePlace(query: GeocodeReverseQuery): GeoFeature[] | Promise<GeoFeature[]>;
}

const backendNames = ['gazetteer', 'amazon-location'];
const backendName = process.env.GEOCODER ?? 'gazetteer';
if (!backendNames.includes(backendName))
  throw new Error(`GEOCODER must be one of ${backendNames.join(', ')}; got ${backendName}`);

/**
 * `process.env.GEOCODER` written out in the condition, not through a variable or a map: the cloud bundle
 * defines it at build time (lib/squad-function.ts), so esbuild drops the other branch, and with it the
 * gazetteer's 1.5 MB of place names the cloud functions never read.
 */
const loadBackend = (): Promise<GeocoderBackend> =>
  process.env.GEOCODER === 'amazon-location' ? import('./amazon-location') : import('./gazetteer');

let backend: Promise<GeocoderBackend> | undefined;
const currentBackend = () => (backend ??= loadBackend());

export const geocoder = {
  async search(query: GeocodeSearchQuery): Promise<GeocodeResponse> {
    return { features: await (await currentBackend()).searchPlaces(query) };
  },
  async reverse(query: GeocodeReverseQuery): Promise<GeocodeResponse> {
    return { features: await (await currentBackend()).reversePlace(query) };
  },
};
