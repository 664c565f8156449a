import { Link } from 'react-router-dom';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { SupportLine } from '../../../lib/ui/SupportLine';

interface Destination {
  to: string;
  label: string;
}

/** The failed state of a verification or Google callback: the reason, where it goes next, and a way out. */
export function OutcomeErrorCard({
  title,
  message,
  redirecting,
  primary,
  secondary,
}: {
  title: string;
  message: string;
  /** "redirecting in n seconds" */
  redirecting: string;
  primary: Destination;
  secondary: Destination;
}) {
  return (
    <StatusCard icon="frown" title={title} tone="error">
      <p role="alert">{message}</p>
      <p className="text-sm">{redirecting}</p>
      <Link to={primary.to} className="btn-primary">
        {primary.label}
      </Link>
      <Link to={secondary.to} className="link block">
        {secondary.label}
      </Link>
      <SupportLine />
    </StatusCard>
  );
}
