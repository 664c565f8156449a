import { Link } from 'react-router-dom';
import { AuthLayout } from '../components/AuthLayout';
import { StatusCard } from '../components/StatusCard';
import { commonCopy } from '../copy/common';

export default function NotFoundPage() {
  const copy = commonCopy.notFound;
  return (
    <AuthLayout>
      <StatusCard icon="🧭" title={copy.title} tone="error">
        <p>{copy.body}</p>
        <Link to="/" className="btn-primary">
          {copy.home}
        </Link>
      </StatusCard>
    </AuthLayout>
  );
}
