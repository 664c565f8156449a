import type { ReactNode } from 'react';
import { paths } from '../paths';
import { Link } from 'react-router-dom';
import { commonCopy } from '../../copy/common';
import { SiteFooter } from './SiteFooter';

/**
 * Frame of the identity screens: brand bar, the form card, and an optional decorative side panel. On a wide
 * screen the card and the panel share the width; a card alone is centred, not left beside an empty half.
 */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-violet-50 via-white to-fuchsia-50">
      <header className="mx-auto flex max-w-6xl items-center px-4 pt-[max(1.25rem,env(safe-area-inset-top))] pb-5 sm:px-8">
        <Link to={paths.home} className="brand-text text-2xl font-black tracking-tight">
          {commonCopy.brand}
        </Link>
      </header>
      <main
        className={`mx-auto grid max-w-6xl items-start gap-8 px-4 pb-12 sm:px-8 lg:items-center ${aside ? 'lg:grid-cols-2' : ''}`}
      >
        <div className="mx-auto w-full max-w-md">{children}</div>
        {aside}
      </main>
      <SiteFooter
        centered
        className="mx-auto max-w-6xl px-4 pb-[calc(2rem+env(safe-area-inset-bottom))] sm:px-8"
      />
    </div>
  );
}
