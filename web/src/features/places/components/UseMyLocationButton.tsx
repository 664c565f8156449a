/** "Use my location": browser geolocation, then reverse geocoding, with a coordinates text as the fallback. */
import { Icon } from '../../../lib/ui/icons';
import { useState } from 'react';
import { profileCopy } from '../../../copy/profile';
import { reversePlace } from '../api';

import { secondaryButton } from '../../../lib/ui/classes';
import { geolocationProblem } from '../../../lib/geolocation';
import { addressOf, placeAt, placeFromCoordinates, placeFromFeature, type ChosenPlace } from './place';

interface UseMyLocationButtonProps {
  disabled: boolean;
  onLocating: () => void;
  onLocated: (place: ChosenPlace) => void;
  /** with what to tell the user */
  onFailed: (problem: string) => void;
}

const geolocationTimeoutMs = 10_000;

async function describe(lng: number, lat: number): Promise<ChosenPlace> {
  try {
    const [nearest] = await reversePlace(lng, lat);
    // Keep the measured position; the nearest place only names it.
    return nearest
      ? { ...placeFromFeature(nearest), ...placeAt(lng, lat, addressOf(nearest)) }
      : placeFromCoordinates(lng, lat);
  } catch {
    return placeFromCoordinates(lng, lat);
  }
}

export function UseMyLocationButton({ disabled, onLocating, onLocated, onFailed }: UseMyLocationButtonProps) {
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!('geolocation' in navigator)) {
      onFailed(geolocationProblem(undefined));
      return;
    }
    setLocating(true);
    onLocating();
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const place = await describe(coords.longitude, coords.latitude);
        setLocating(false);
        onLocated(place);
      },
      (error) => {
        setLocating(false);
        onFailed(geolocationProblem(error));
      },
      { timeout: geolocationTimeoutMs, maximumAge: 60_000 },
    );
  }

  return (
    <button type="button" onClick={locate} disabled={disabled || locating} className={secondaryButton}>
      <Icon name="pin" className="inline-block size-4 shrink-0" />
      {locating ? profileCopy.location.locating : profileCopy.location.useMyLocation}
    </button>
  );
}
