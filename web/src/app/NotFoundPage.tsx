import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { AuthLayout } from '../lib/ui/AuthLayout';
import { StatusCard } from '../lib/ui/StatusCard';
import { commonCopy } from '../copy/common';

const copy = commonCopy.notFound;

function NotFoundCard({ children }: { children: ReactNode }) {
  return (
    <StatusCard icon="compass" title={copy.title} tone="error">
      <p>{copy.body}</p>
      {children}
    </StatusCard>
  );
}

/** An unknown path outside the dashboard: the public layout, back to the sign-in screen. */
export default function NotFoundPage() {
  return (
    <AuthLayout>
      <NotFoundCard>
        <Link to={paths.home} className="btn-primary">
          {copy.home}
        </Link>
      </NotFoundCard>
    </AuthLayout>
  );
}

/**
 * An unknown path inside the dashboard: only the card, under the dashboard's own header (the public layout would
 * put a second logo there), and back to the dashboard the user was in.
 */
export function DashboardNotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-md">
      <NotFoundCard>
        <Link to={paths.dashboard.physical} className="btn-primary">
          {copy.dashboardHome}
        </Link>
      </NotFoundCard>
    </div>
  );
}
