/**
 * The geocoder the handlers use: the offline gazetteer (local, default) or Amazon Location (cloud), chosen by
 * env GEOCODER. Each implementation is loaded only when first used, so the cloud path never reads the location
 * table and the gazetteer path never needs PLACE_INDEX_NAME.
 */
import type {
  GeocodeResponse,
  GeocodeReverseQuery,
  GeocodeSearchQuery,
  GeoFeature,
} from '../contracts/geocoding';

interface GeocoderBackend {
  searchPlaces(query: GeocodeSearchQuery): GeoFeature[] | Promise<GeoFeature[]>;
  reversePlace(query: GeocodeReverseQuery): GeoFeature[] | Promise<GeoFeature[]>;
}

const backendName = process.env.GEOCODER ?? 'gazetteer';
const loaders: Record<string, () => Promise<GeocoderBackend>> = {
  gazetteer: () => import('./gazetteer'),
  'amazon-location': () => import('./amazon-location'),
};
const loadBackend = loaders[backendName];
if (!loadBackend)
  throw new Error(`GEOCODER must be one of ${Object.keys(loaders).join(', ')}; got ${backendName}`);

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
