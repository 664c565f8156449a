/** Copy of the map (spec section 9): its loading state, its data's credit and what it says about markers. */
export const mapCopy = {
  loading: 'Harita yükleniyor...',
  /** The offline basemap's coastlines are OpenStreetMap data (ODbL), which asks for this credit on the map. */
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıcıları',
} as const;
