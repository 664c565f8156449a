/** The places feature's public entry: address search, "use my location", the location selects and geocoding. */
export { AddressSearch } from './components/AddressSearch';
export { CityDistrictFields } from './components/CityDistrictFields';
export { useSelectedPlacePoint } from './components/useLocationTable';
export { placeFromCoordinates, type ChosenPlace } from './components/place';
export { reversePlace, searchPlaces } from './api';
