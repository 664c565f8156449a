import '../support/env';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { GeocodeResponse } from '../../../lambdas/contracts/geocoding';
import { geocoder } from '../../../lambdas/geo/geocoder';
import { handler as reverseHandler } from '../../../lambdas/geo/handlers/geocode-reverse';
import { handler as searchHandler } from '../../../lambdas/geo/handlers/geocode-search';
import { invoke, routeEvent } from '../support/events';

const kadikoy: GeocodeResponse = {
  features: [
    {
      place_name: 'KADIKÖY, İstanbul, Türkiye',
      text: 'KADIKÖY',
      center: [29.0297, 40.9903],
      properties: { address: 'KADIKÖY, İstanbul' },
    },
  ],
};

const search = (queryStringParameters: Record<string, string>) =>
  invoke(searchHandler, routeEvent({ queryStringParameters }));
const reverse = (queryStringParameters: Record<string, string>) =>
  invoke(reverseHandler, routeEvent({ queryStringParameters }));

// The rate-limit counters answer as a table under the limit would.
const table = mockClient(DynamoDBDocumentClient);
beforeEach(() => table.reset());
afterEach(() => jest.restoreAllMocks());

describe('GET /private/geocode/search', () => {
  it("answers the geocoder's features for the parsed query", async () => {
    const geocoderSearch = jest.spyOn(geocoder, 'search').mockResolvedValue(kadikoy);

    const response = await search({ q: 'kadıköy', limit: '1', proximity: '28.97,41.0' });

    expect(response).toMatchObject({ statusCode: 200, body: kadikoy });
    expect(geocoderSearch).toHaveBeenCalledWith({ q: 'kadıköy', limit: 1, proximity: [28.97, 41] });
  });

  it('asks for five results when the client sets no limit', async () => {
    const geocoderSearch = jest.spyOn(geocoder, 'search').mockResolvedValue({ features: [] });

    await search({ q: 'moda' });

    expect(geocoderSearch).toHaveBeenCalledWith({ q: 'moda', limit: 5 });
  });

  it('answers 400 for an empty search text without asking the geocoder', async () => {
    const geocoderSearch = jest.spyOn(geocoder, 'search');

    const response = await search({ q: '   ' });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Arama metni boş olamaz.' } });
    expect(geocoderSearch).not.toHaveBeenCalled();
  });

  it('answers 400 for a proximity that is not "lng,lat"', async () => {
    const response = await search({ q: 'moda', proximity: 'istanbul' });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'proximity "lng,lat" olmalı.' } });
  });

  it('answers 400 for a proximity outside the globe without asking the geocoder', async () => {
    const geocoderSearch = jest.spyOn(geocoder, 'search');

    const response = await search({ q: 'moda', proximity: '999,999' });

    expect(response.statusCode).toBe(400);
    expect(geocoderSearch).not.toHaveBeenCalled();
  });
});

describe('GET /private/geocode/reverse', () => {
  it("answers the geocoder's features for the coordinates", async () => {
    const geocoderReverse = jest.spyOn(geocoder, 'reverse').mockResolvedValue(kadikoy);

    const response = await reverse({ lng: '29.03', lat: '40.99' });

    expect(response).toMatchObject({ statusCode: 200, body: kadikoy });
    expect(geocoderReverse).toHaveBeenCalledWith({ lng: 29.03, lat: 40.99 });
  });

  it('answers 400 for a latitude outside -90..90 without asking the geocoder', async () => {
    const geocoderReverse = jest.spyOn(geocoder, 'reverse');

    const response = await reverse({ lng: '29', lat: '123' });

    expect(response.statusCode).toBe(400);
    expect(geocoderReverse).not.toHaveBeenCalled();
  });

  it('answers 400 when a coordinate is missing', async () => {
    const response = await reverse({ lng: '29' });

    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for empty coordinates (?lng=&lat=) rather than reading them as 0,0', async () => {
    const geocoderReverse = jest.spyOn(geocoder, 'reverse');

    const response = await reverse({ lng: '', lat: '' });

    expect(response.statusCode).toBe(400);
    expect(geocoderReverse).not.toHaveBeenCalled();
  });
});
