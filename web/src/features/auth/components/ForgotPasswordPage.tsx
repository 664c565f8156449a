import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { EmailField } from './EmailField';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { forgotPasswordCopy as copy } from '../../../copy/account-access';
import { ResetCodeForm } from './ResetCodeForm';

type Stage = 'initial' | 'code' | 'success';
export const redirectAfterResetMs = 2000;

export default function ForgotPasswordPage() {
  const [stage, setStage] = useState<Stage>('initial');
  const [email, setEmail] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    if (stage !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login), redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [stage, navigate]);

  return (
    <AuthLayout>
      {stage !== 'success' && <StageDots stage={stage === 'initial' ? 1 : 2} />}
      {stage === 'initial' && (
        <EmailForm email={email} onEmailChange={setEmail} onSent={() => setStage('code')} />
      )}
      {stage === 'code' && (
        <ResetCodeForm
          email={email}
          onExpired={() => setStage('initial')}
          onChanged={() => setStage('success')}
        />
      )}
      {stage === 'success' && (
        <StatusCard icon="checkCircle" title={copy.successTitle} tone="success">
          <p>{copy.successBody}</p>
          <Link to={paths.login} className="btn-primary">
            {copy.backToLogin}
          </Link>
        </StatusCard>
      )}
    </AuthLayout>
  );
}

function StageDots({ stage }: { stage: 1 | 2 }) {
  return (
    <div className="mb-4 flex items-center justify-center gap-2">
      <span className="sr-only">{copy.progressLabel(stage)}</span>
      {[1, 2].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          className={`h-2.5 rounded-full transition-all ${dot <= stage ? 'brand-gradient w-8' : 'w-2.5 bg-slate-300'}`}
        />
      ))}
    </div>
  );
}

function EmailForm({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const identity = await loadIdentity();
      await identity.sendResetCode(email.trim());
      toast.success(copy.codeSent);
      onSent();
    } catch (error) {
      console.warn('Reset code not sent', errorName(error));
      toast.error(messageFor(error, copy.errors, copy.errors.sendFallback));
      setSending(false);
    }
  }

  return (
    <div className="card">
      <h1 className="mb-1 text-3xl font-black text-slate-900">{copy.title}</h1>
      <p className="mb-6 text-slate-700">{copy.initialBody}</p>
      <form onSubmit={submit} className="space-y-4" aria-busy={sending}>
        <EmailField texts={copy} value={email} onChange={onEmailChange} disabled={sending} />
        <button type="submit" className="btn-primary" disabled={sending || email.trim() === ''}>
          {sending ? copy.sendingCode : copy.sendCode}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="link">
          {copy.backToLogin}
        </Link>
      </p>
    </div>
  );
}
