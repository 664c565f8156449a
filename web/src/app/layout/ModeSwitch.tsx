import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardCopy as copy } from '../../copy/dashboard';

export const modeSwitchAnimationMs = 600;
const modes = [
  { id: 'physical', label: copy.physical, path: paths.dashboard.physical },
  { id: 'online', label: copy.online, path: paths.dashboard.online },
] as const;

/**
 * Physical/Online switch: navigates to the matching dashboard, with a 0.6 s pill animation
 * (turned off by prefers-reduced-motion in styles.css).
 */
export function ModeSwitch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [animating, setAnimating] = useState(false);
  const activeId = pathname.startsWith(paths.dashboard.online) ? 'online' : 'physical';

  function choose(path: string, id: string) {
    if (id === activeId) return;
    setAnimating(true);
    setTimeout(() => setAnimating(false), modeSwitchAnimationMs);
    navigate(path);
  }

  return (
    <div
      role="group"
      aria-label={copy.modeSwitchLabel}
      className="relative flex rounded-full bg-slate-100 p-1"
    >
      <span
        aria-hidden="true"
        className={`brand-gradient absolute inset-y-1 w-[calc(50%-0.25rem)] rounded-full shadow transition-transform duration-[600ms] ease-in-out ${
          activeId === 'online' ? 'translate-x-full' : 'translate-x-0'
        } ${animating ? 'animate-mode-switch' : ''}`}
      />
      {modes.map((mode) => (
        <button
          key={mode.id}
          type="button"
          aria-pressed={mode.id === activeId}
          onClick={() => choose(mode.path, mode.id)}
          className={`relative z-10 w-[4.75rem] rounded-full px-1 py-1.5 text-sm font-semibold min-[400px]:w-24 min-[400px]:px-3 transition-colors duration-[600ms] ${
            mode.id === activeId ? 'text-white' : 'text-slate-700'
          }`}
        >
          {mode.label}
        </button>
      ))}
    </div>
  );
}
