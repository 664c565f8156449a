import { useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { googleCopy } from '../../../copy/auth';
import { startGoogleSignIn } from '../api/google-sign-in';

/** Starts the Google sign-in (same path on the sign-in and register screens). */
export function GoogleButton({ label, disabled }: { label: string; disabled?: boolean }) {
  const [starting, setStarting] = useState(false);
  async function start() {
    setStarting(true);
    try {
      await startGoogleSignIn();
    } catch (error) {
      console.error('Google sign-in could not start', error);
      toast.error(googleCopy.startFailed);
      setStarting(false);
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={start} disabled={disabled || starting}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6C12.3 13.4 17.6 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
        />
        <path
          fill="#FBBC05"
          d="M10.4 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.8-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.4 0-11.7-3.9-13.6-9.7l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {label}
    </button>
  );
}
