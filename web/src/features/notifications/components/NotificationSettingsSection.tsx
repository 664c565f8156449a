/**
 * The notification settings on the account settings page: a switch per kind for the app and, for the kinds that
 * go by e-mail, one for e-mail. Each switch saves the whole form at once, checked with the server's own schema.
 */
import { useState } from 'react';
import {
  isEmailNotificationType,
  isRequiredNotificationType,
  notificationSettingsSchema,
  notificationTypes,
  type NotificationSettingsForm,
  type NotificationType,
} from '@contracts/notifications';
import { notificationsCopy } from '../../../copy/notifications';
import { ApiError } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { focusRing, sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { toast } from '../../../lib/ui/toast';
import { saveNotificationSettings, useNotificationSettings } from '../api';

/** A sanction's notices reach the user whatever the settings say, so they have no switch. */
const switchableTypes = notificationTypes.filter((type) => !isRequiredNotificationType(type));

const copy = notificationsCopy.settings;
type Channel = 'inAppOff' | 'emailOff';

function Switch({
  on,
  label,
  busy,
  onToggle,
}: {
  on: boolean;
  label: string;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={busy}
      onClick={onToggle}
      className={`relative h-7 w-12 shrink-0 rounded-full transition disabled:opacity-60 ${focusRing} ${
        on ? 'bg-violet-700' : 'bg-slate-400'
      }`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`}
      />
    </button>
  );
}

export function NotificationSettingsSection() {
  const read = useNotificationSettings();
  const [saving, setSaving] = useState(false);

  async function toggle(form: NotificationSettingsForm, channel: Channel, type: NotificationType) {
    const list = form[channel] as NotificationType[];
    const next = {
      ...form,
      [channel]: list.includes(type) ? list.filter((t) => t !== type) : [...list, type],
    };
    const checked = checkForm(notificationSettingsSchema, next);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? copy.saveFailed);
      return;
    }
    setSaving(true);
    try {
      await saveNotificationSettings(checked.data);
      toast.success(copy.saved);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : copy.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="notification-settings" aria-busy={saving} className="flex flex-col gap-3">
      <div>
        <h2 id="notification-settings" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-700">{copy.intro}</p>
      </div>
      <ReadState read={read} copy={copy} rows={3} rowHeight="h-10">
        {(form) => (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-700">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{copy.title}</span>
                </th>
                <th scope="col" className="w-24 py-2 text-center font-medium">
                  {copy.inApp}
                </th>
                <th scope="col" className="w-24 py-2 text-center font-medium">
                  {copy.email}
                </th>
              </tr>
            </thead>
            <tbody>
              {switchableTypes.map((type) => {
                const kind = notificationsCopy.kinds[type];
                return (
                  <tr key={type} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-900">
                      {kind}
                    </th>
                    <td className="py-2 text-center">
                      <Switch
                        on={!form.inAppOff.includes(type)}
                        label={copy.switchLabel(kind, copy.inApp)}
                        busy={saving}
                        onToggle={() => void toggle(form, 'inAppOff', type)}
                      />
                    </td>
                    <td className="py-2 text-center">
                      {isEmailNotificationType(type) ? (
                        <Switch
                          on={!form.emailOff.includes(type)}
                          label={copy.switchLabel(kind, copy.email)}
                          busy={saving}
                          onToggle={() => void toggle(form, 'emailOff', type)}
                        />
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-slate-600">
                            –
                          </span>
                          <span className="sr-only">{copy.noEmail}</span>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ReadState>
    </section>
  );
}
