/** Geocoding through the gateway, answered by the offline gazetteer in the spec's shape. */
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { createUser, type TestUser } from './support/users';

let user: TestUser;

beforeAll(async () => {
  user = await createUser('geo');
});

const featureShape = {
  place_name: expect.any(String),
  text: expect.any(String),
  center: [expect.any(Number), expect.any(Number)],
  properties: expect.any(Object),
};

describe('geocoding', () => {
  it('finds a district by text in the spec shape', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeSearch, {
      query: { q: 'Kadıköy' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features.length).toBeGreaterThan(0);
    expect(answer.body.features.length).toBeLessThanOrEqual(5);
    expect(answer.body.features[0]).toMatchObject({ ...featureShape, text: 'Kadıköy' });
  });

  it('answers at most one feature when the limit is 1', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeSearch, {
      query: { q: 'Merkez', limit: '1' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features).toHaveLength(1);
  });

  it('answers 400 for a search without text', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeSearch, {
      query: { q: '' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(400);
  });

  it('names the place nearest to coordinates in Istanbul', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeReverse, {
      query: { lng: '29.03', lat: '40.99' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features[0]).toMatchObject(featureShape);
    expect(answer.body.features[0].place_name).toContain('İstanbul');
  });

  it('names the real district of Sultanahmet, with its province and district for the selects', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeReverse, {
      query: { lng: '28.9768', lat: '41.0054' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features[0].properties).toEqual({
      address: 'Fatih, İstanbul',
      city: 'İstanbul',
      district: 'FATİH',
    });
  });

  it('finds a mahalle at its district', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeSearch, {
      query: { q: 'Alsancak', limit: '1' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features[0].properties).toMatchObject({
      address: 'Alsancak, Konak, İzmir',
      city: 'İzmir',
      district: 'KONAK',
    });
  });

  it.each([
    ['Moda', '28.9784,41.0082', 'Moda, Kadıköy, İstanbul'],
    ['Taksim', '28.9784,41.0082', 'Taksim Meydanı, Beyoğlu, İstanbul'],
    ['Kuğulu Park', '28.9784,41.0082', 'Kuğulu Park, Çankaya, Ankara'],
    ['Kuğulu Park', '32.854,39.921', 'Kuğulu Park, Çankaya, Ankara'],
  ])('answers "%s" searched near %s with %s first', async (q, proximity, address) => {
    const answer = await callEndpoint(endpoints.geo.geocodeSearch, {
      query: { q, proximity },
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.features[0].properties.address).toBe(address);
  });

  it('answers 400 for coordinates out of range', async () => {
    const answer = await callEndpoint(endpoints.geo.geocodeReverse, {
      query: { lng: '500', lat: '40' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(400);
  });
});
