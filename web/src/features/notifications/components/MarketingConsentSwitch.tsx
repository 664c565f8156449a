/**
 * The opt-in to marketing e-mails, a switch of its own below the notification kinds: off until the user turns it on,
 * each change recorded by the server with its time and this screen (İYS's shape). It says that transactional e-mails
 * come without it.
 */
import { useId, useState } from 'react';
import { marketingConsentSchema, type MarketingConsentScreen } from '@contracts/notifications';
import { istanbulDateTime } from '@contracts/istanbul-time';
import { notificationsCopy } from '../../../copy/notifications';
import { failedCallMessage } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { ReadState } from '../../../lib/ui/LoadState';
import { toast } from '../../../lib/ui/toast';
import { saveMarketingConsent, useMarketingConsent } from '../api';
import { Switch } from './Switch';

const copy = notificationsCopy.marketing;
const screen: MarketingConsentScreen = 'notification-settings';

export function MarketingConsentSwitch() {
  const read = useMarketingConsent();
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  async function change(optIn: boolean) {
    const checked = checkForm(marketingConsentSchema, { optIn, screen });
    if (!checked.success) return;
    setSaving(true);
    try {
      await saveMarketingConsent(checked.data);
      toast.success(optIn ? copy.on : copy.off);
    } catch (failure) {
      toast.error(failedCallMessage(failure, copy.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3" aria-busy={saving}>
      <ReadState read={read} copy={copy} rowHeight="h-7">
        {(consent) => (
          <>
            <div className="flex min-h-7 items-center justify-between gap-3">
              <span className="text-sm font-semibold text-slate-900">{copy.label}</span>
              <Switch
                on={consent.optedIn}
                label={copy.label}
                describedBy={hintId}
                busy={saving}
                onToggle={() => void change(!consent.optedIn)}
              />
            </div>
            <p id={hintId} className="text-xs text-slate-700">
              {copy.hint}
              {consent.changedAt && ` ${copy.since(istanbulDateTime(consent.changedAt))}`}
            </p>
          </>
        )}
      </ReadState>
    </div>
  );
}
