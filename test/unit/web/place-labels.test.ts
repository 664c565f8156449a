import { placeLabels } from '../../../web/src/features/map/place-labels';

const labelNamed = (name: string) => placeLabels().find((label) => label.name === name);

describe("the offline map's place labels", () => {
  it('labels a district from zoom 10', () => {
    expect(labelNamed('Kadıköy')).toMatchObject({ minZoom: 10 });
  });

  it('labels a landmark that is no district, such as Moda, from street zoom 13 at its own point', () => {
    expect(labelNamed('Moda')).toEqual({ name: 'Moda', position: [29.026, 40.983], minZoom: 13 });
  });
});
