import {
  LocationClient,
  SearchPlaceIndexForPositionCommand,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

type AmazonLocation = typeof import('../../../lambdas/geo/amazon-location');

process.env.PLACE_INDEX_NAME = 'squad-places';
// Required after the environment is set: the module reads PLACE_INDEX_NAME at load.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const amazonLocation: AmazonLocation = require('../../../lambdas/geo/amazon-location');
const { reversePlace, searchPlaces, toFeature } = amazonLocation;

const location = mockClient(LocationClient);

const kadikoy = {
  Place: {
    Label: 'Kadıköy, İstanbul, TUR',
    Municipality: 'Kadıköy',
    Country: 'TUR',
    Geometry: { Point: [29.0291, 40.9903] },
  },
};

beforeEach(() => location.reset());

describe('Amazon Location forward search', () => {
  it('asks for Turkish results in Turkey, biased to Istanbul by default', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({ Results: [] });
    await searchPlaces({ q: 'kadıköy', limit: 5 });
    expect(location).toHaveReceivedCommandWith(SearchPlaceIndexForTextCommand, {
      IndexName: 'squad-places',
      Text: 'kadıköy',
      FilterCountries: ['TUR'],
      BiasPosition: [28.9784, 41.0082],
      MaxResults: 5,
      Language: 'tr',
    });
  });

  it('biases to the proximity point when one is given', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({ Results: [] });
    await searchPlaces({ q: 'çankaya', limit: 1, proximity: [32.86, 39.92] });
    expect(location).toHaveReceivedCommandWith(SearchPlaceIndexForTextCommand, {
      BiasPosition: [32.86, 39.92],
      MaxResults: 1,
    });
  });

  it('maps a result to the spec feature shape', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({ Results: [{ ...kadikoy, Relevance: 1 }] });
    await expect(searchPlaces({ q: 'kadıköy', limit: 5 })).resolves.toEqual([
      {
        place_name: 'Kadıköy, İstanbul, TUR',
        text: 'Kadıköy',
        center: [29.0291, 40.9903],
        properties: { address: 'Kadıköy, İstanbul' },
      },
    ]);
  });

  it('leaves out results without a label or a point', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Results: [
        { Place: { Label: 'Somewhere', Geometry: {} } },
        { Place: { Geometry: { Point: [29, 41] } } },
      ],
    });
    await expect(searchPlaces({ q: 'x', limit: 5 })).resolves.toEqual([]);
  });
});

describe('Amazon Location reverse geocoding', () => {
  it('asks for the one place at the position and maps it', async () => {
    location.on(SearchPlaceIndexForPositionCommand).resolves({ Results: [{ ...kadikoy, Distance: 12 }] });
    const features = await reversePlace({ lng: 29.03, lat: 40.99 });
    expect(location).toHaveReceivedCommandWith(SearchPlaceIndexForPositionCommand, {
      IndexName: 'squad-places',
      Position: [29.03, 40.99],
      MaxResults: 1,
      Language: 'tr',
    });
    expect(features.map((feature) => feature.place_name)).toEqual(['Kadıköy, İstanbul, TUR']);
  });
});

describe('Amazon Location places carry the table province and district', () => {
  const placeIn = (Region?: string, SubRegion?: string) => ({
    Label: 'Caferağa, Kadıköy, İstanbul, TUR',
    Region,
    SubRegion,
    Geometry: { Point: [29.0262, 40.9867] },
  });

  it("names them as the table spells them, whatever Amazon Location's accents", () => {
    expect(toFeature(placeIn('Istanbul', 'Kadikoy'))?.properties).toEqual({
      address: 'Caferağa, Kadıköy, İstanbul',
      city: 'İstanbul',
      district: 'KADIKÖY',
    });
  });

  it('names only the province when the district is not one of its own', () => {
    expect(toFeature(placeIn('İstanbul', 'Çankaya'))?.properties).toEqual({
      address: 'Caferağa, Kadıköy, İstanbul',
      city: 'İstanbul',
    });
  });

  it('names neither when the region is not a province', () => {
    expect(toFeature(placeIn('Marmara'))?.properties).toEqual({ address: 'Caferağa, Kadıköy, İstanbul' });
    expect(toFeature(placeIn())?.properties).toEqual({ address: 'Caferağa, Kadıköy, İstanbul' });
  });
});
