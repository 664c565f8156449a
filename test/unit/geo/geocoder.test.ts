import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

type GeocoderModule = typeof import('../../../lambdas/geo/geocoder');

const location = mockClient(LocationClient);

/** The geocoder reads GEOCODER at load, so each test loads a fresh copy under its own environment. */
function loadGeocoder(env: Record<string, string | undefined>): GeocoderModule {
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  let loaded: GeocoderModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('../../../lambdas/geo/geocoder') as GeocoderModule;
  });
  if (!loaded) throw new Error('geocoder did not load');
  return loaded;
}

beforeEach(() => location.reset());

describe('geocoder', () => {
  it('answers from the offline gazetteer by default', async () => {
    const { geocoder } = loadGeocoder({ GEOCODER: undefined });
    const answer = await geocoder.search({ q: 'kadıköy', limit: 1 });
    expect(answer.features.map((feature) => feature.place_name)).toEqual(['Kadıköy, İstanbul, Türkiye']);
    expect(location).not.toHaveReceivedAnyCommand();
  });

  it('answers reverse geocoding from the gazetteer in the same shape', async () => {
    const { geocoder } = loadGeocoder({ GEOCODER: 'gazetteer' });
    const answer = await geocoder.reverse({ lng: 32.86, lat: 39.92 });
    expect(answer.features).toHaveLength(1);
    expect(answer.features[0].place_name).toMatch(/, Ankara, Türkiye$/);
  });

  it('answers from Amazon Location when GEOCODER is amazon-location', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Results: [{ Place: { Label: 'Moda, Kadıköy, İstanbul, TUR', Geometry: { Point: [29.026, 40.983] } } }],
    });
    const { geocoder } = loadGeocoder({ GEOCODER: 'amazon-location', PLACE_INDEX_NAME: 'squad-places' });
    const answer = await geocoder.search({ q: 'moda', limit: 5 });
    expect(answer.features.map((feature) => feature.text)).toEqual(['Moda']);
    expect(location).toHaveReceivedCommandTimes(SearchPlaceIndexForTextCommand, 1);
  });

  it('refuses to load with an unknown GEOCODER', () => {
    expect(() => loadGeocoder({ GEOCODER: 'mapbox' })).toThrow(
      /GEOCODER must be one of gazetteer, amazon-location/,
    );
  });
});
