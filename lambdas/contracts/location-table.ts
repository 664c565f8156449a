/** The shape of turkey-locations.json, written by bin/build-locations.ts. Coordinates are [lng, lat]. */
export interface DistrictRecord {
  /** Upper case in Turkish casing, e.g. "KADIKÖY"; a province's centre district is "MERKEZ". */
  name: string;
  coordinates: [number, number];
}

export interface ProvinceRecord {
  /** Official name, e.g. "İstanbul"; its coordinates are those of the province capital. */
  name: string;
  coordinates: [number, number];
  districts: DistrictRecord[];
}

export interface LocationTable {
  provinces: ProvinceRecord[];
}
