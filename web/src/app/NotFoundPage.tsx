import { Link } from 'react-router-dom';
import { paths } from './paths';
import { AuthLayout } from '../lib/ui/AuthLayout';
import { StatusCard } from '../lib/ui/StatusCard';
import { commonCopy } from '../copy/common';

export default function NotFoundPage() {
  const copy = commonCopy.notFound;
  return (
    <AuthLayout>
      <StatusCard icon="🧭" title={copy.title} tone="error">
        <p>{copy.body}</p>
        <Link to={paths.home} className="btn-primary">
          {copy.home}
        </Link>
      </StatusCard>
    </AuthLayout>
  );
}
