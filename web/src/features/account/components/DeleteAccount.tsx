/**
 * The danger zone: deleting the account after typing the confirmation word (the username, else the e-mail). The
 * dialog says what is removed, anonymised and kept; on success this browser signs out and goes to /login.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { confirmationMatches, deleteAccountRequestSchema, deletionConfirmationFor } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { paths } from '../../../lib/paths';
import { accountCopy } from '../../../copy/account';
import { commonCopy } from '../../../copy/common';
import { accountDeletionSectionId } from '../../../copy/legal';
import { ApiError } from '../../../lib/api/client';
import { logOut } from '../../../lib/identity/logout';
import { inputClass, labelClass, secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { Dialog } from '../../../lib/ui/Dialog';
import { deleteAccount } from '../api';
import { leaveAfterToastMs } from '../leave';
import { checkForm } from '../../../lib/form-check';

const copy = accountCopy.deletion;
const dangerButton =
  'inline-flex items-center justify-center rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function DeleteAccount({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-account-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <div>
        <h2 id="delete-account-title" className={`${sectionTitle} text-red-800`}>
          {copy.title}
        </h2>
        <p className="text-sm text-red-900">{copy.body}</p>
      </div>
      <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
        {copy.open}
      </button>
      {open && <DeleteAccountDialog profile={profile} onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState('');
  const word = deletionConfirmationFor(profile);
  const request = checkForm(deleteAccountRequestSchema, { confirmation: typed });
  const confirmed = request.success && confirmationMatches(typed, profile);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || !request.success) return;
    setDeleting(true);
    setFailure('');
    try {
      await deleteAccount(request.data);
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 ? error.message : copy.failed;
      toast.error(message);
      setFailure(message);
      setDeleting(false);
      return;
    }
    toast.success(copy.done);
    setTimeout(() => void logOut(paths.login), leaveAfterToastMs);
  }

  return (
    <Dialog title={copy.dialogTitle} onClose={deleting ? () => undefined : onClose}>
      <form onSubmit={submit} aria-busy={deleting} className="flex flex-col gap-4">
        <p id={`${id}-summary`} className="text-sm text-slate-800">
          {copy.summary}{' '}
          <Link
            to={`${paths.privacy}#${accountDeletionSectionId}`}
            className="link"
            target="_blank"
            rel="noopener"
          >
            {copy.privacyLink}
            <span className="sr-only"> {commonCopy.newTabHint}</span>
          </Link>
        </p>
        <div>
          <label htmlFor={`${id}-confirmation`} className={labelClass}>
            {copy.confirmLabel(word)}
          </label>
          <input
            id={`${id}-confirmation`}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={deleting}
            aria-describedby={`${id}-hint ${id}-summary`}
            className={inputClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {copy.confirmHint}
          </p>
        </div>
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={deleting}>
            {copy.cancel}
          </button>
          <button type="submit" className={dangerButton} disabled={!confirmed || deleting}>
            {deleting ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
