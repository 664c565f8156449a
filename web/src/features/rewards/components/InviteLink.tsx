/** The user's invite link, ready to copy, with the code itself for saying it aloud. */
import { useId } from 'react';
import { invitePath } from '@contracts/rewards';
import { rewardsCopy } from '../../../copy/rewards';
import { inputClass, labelClass, primaryButton } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';

const copy = rewardsCopy.invite;

export function InviteLink({ code }: { code: string }) {
  const fieldId = useId();
  const hintId = useId();
  const link = `${window.location.origin}${invitePath(code)}`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="flex flex-col gap-2 rounded-xl bg-violet-50 p-4">
      <h3 id={`${fieldId}-title`} className="font-bold text-slate-900">
        {copy.title}
      </h3>
      <p id={hintId} className="text-sm text-slate-700">
        {copy.hint}
      </p>
      <label htmlFor={fieldId} className={labelClass}>
        {copy.linkLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          className={`${inputClass} min-w-0 flex-1`}
          value={link}
          readOnly
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={primaryButton} onClick={() => void copyLink()}>
          {copy.copy}
        </button>
      </div>
      <p className="text-sm font-semibold text-violet-900">{copy.code(code)}</p>
    </section>
  );
}
