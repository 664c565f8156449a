/**
 * Where the physical dashboard looks from: the browser's position when the user allows it, else the profile's
 * location, else Istanbul (spec section 9).
 */
import { useEffect, useState } from 'react';
import { istanbulCenter } from '@contracts/geocoding';
import { useProfile } from '../../profile';
import type { LngLat } from '../../map';

export type PositionSource = 'browser' | 'profile' | 'default';

export function usePosition(): { position: LngLat; source: PositionSource } {
  const { profile } = useProfile();
  const [browser, setBrowser] = useState<LngLat | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setBrowser([Number(coords.longitude.toFixed(4)), Number(coords.latitude.toFixed(4))]),
      () => undefined,
      { timeout: 8000, maximumAge: 600_000 },
    );
  }, []);
  if (browser) return { position: browser, source: 'browser' };
  if (profile?.coordinates) return { position: profile.coordinates, source: 'profile' };
  return { position: istanbulCenter, source: 'default' };
}
