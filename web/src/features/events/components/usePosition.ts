/**
 * Where the physical dashboard looks from: the browser's position when the user allows it, else the profile's
 * location, else Istanbul (spec section 9). A permission prompt on page load is the one users distrust (and
 * Lighthouse's best practices fail it): the page reads the position by itself only when the user has already
 * allowed it, otherwise when they press "Use my location". A returning user's list goes out from the profile's
 * point as this browser last saw it, without waiting for the profile (which moves it, should it have changed).
 */
import { useCallback, useEffect, useState } from 'react';
import { istanbulCenter } from '@contracts/geocoding';
import { geolocationProblem } from '../../../lib/geolocation';
import { useProfile } from '../../profile';
import type { LngLat } from '../../map';
import { rememberedPoint, rememberPoint } from '../remembered-point';

export type PositionSource = 'browser' | 'profile' | 'default';

export interface Position {
  position: LngLat;
  source: PositionSource;
  /** asks the browser for the position (prompting if needed); absent where there is no geolocation */
  locate?: () => void;
  locating: boolean;
  /** why the browser gave no position when asked, in the user's words */
  problem?: string;
  /**
   * false until the profile has answered (or a remembered point stands in for it): listing from Istanbul first
   * would fetch and draw the list twice
   */
  settled: boolean;
}

export function usePosition(): Position {
  const { profile, isLoading } = useProfile();
  const [remembered] = useState(rememberedPoint);
  const profilePoint = isLoading ? remembered : profile?.placePoint;
  useEffect(() => {
    if (profile) rememberPoint(profile.placePoint);
  }, [profile]);
  const [browser, setBrowser] = useState<LngLat | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string>();
  const locate = useCallback(() => {
    setLocating(true);
    setProblem(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setBrowser([Number(coords.longitude.toFixed(4)), Number(coords.latitude.toFixed(4))]);
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationProblem(error));
      },
      { timeout: 8000, maximumAge: 600_000 },
    );
  }, []);
  useEffect(() => {
    if (!('geolocation' in navigator) || !('permissions' in navigator)) return;
    let current = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (current && status.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locate]);
  const common = {
    locate: 'geolocation' in navigator ? locate : undefined,
    locating,
    problem,
    settled: !isLoading || remembered !== undefined,
  };
  if (browser) return { position: browser, source: 'browser', ...common };
  // A profile with only a province and district chosen places its owner at the district's point.
  if (profilePoint) return { position: profilePoint, source: 'profile', ...common };
  return { position: istanbulCenter, source: 'default', ...common };
}
