/** A chosen location as the profile stores it: coordinates [lng, lat] plus exactLocation. */
import type { GeoFeature } from '@contracts/geocoding';
import { placeAddressMaxLength } from '@contracts/geo';
import type { ExactLocation, Profile } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';

export interface ChosenPlace {
  coordinates: NonNullable<Profile['coordinates']>;
  exactLocation: ExactLocation;
  /** the place's province and district as the location table names them, when the geocoder knows them */
  city?: string;
  district?: string;
}

export function placeAt(lng: number, lat: number, address: string): ChosenPlace {
  return {
    coordinates: [lng, lat],
    exactLocation: { lng, lat, address: address.slice(0, placeAddressMaxLength) },
  };
}

export function addressOf(feature: GeoFeature): string {
  return feature.properties.address || feature.place_name;
}

export function placeFromFeature(feature: GeoFeature): ChosenPlace {
  const [lng, lat] = feature.center;
  const { city, district } = feature.properties;
  return { ...placeAt(lng, lat, addressOf(feature)), city, district };
}

/** Where reverse geocoding finds nothing (or fails), the coordinates themselves describe the place. */
export function placeFromCoordinates(lng: number, lat: number): ChosenPlace {
  return placeAt(lng, lat, profileCopy.location.coordinatesText(lat, lng));
}
