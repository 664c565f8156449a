/**
 * The notification settings on the account settings page: this browser's phone notifications (Web Push), then a
 * switch per kind for the app, by phone and, for the kinds that go by e-mail, by e-mail. Each kind's switch saves
 * the whole form at once, checked with the server's own schema. The phone switches show whether or not this browser
 * is subscribed: they hold for every device of the user (before the first, the server shows what it will start
 * from, the kinds on in the app). Below them, the separate opt-in to marketing e-mails.
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
import { sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { toast } from '../../../lib/ui/toast';
import { revalidateNotificationSettings, saveNotificationSettings, useNotificationSettings } from '../api';
import { DeviceSwitch } from './DeviceSwitch';
import { Switch } from './Switch';
import { MarketingConsentSwitch } from './MarketingConsentSwitch';

/** A sanction's notices reach the user whatever the settings say, so they have no switch. */
const switchableTypes = notificationTypes.filter((type) => !isRequiredNotificationType(type));

const copy = notificationsCopy.settings;
type Channel = 'inAppOff' | 'emailOff' | 'pushOff';

/** Three switch columns fit a 360 px phone beside the kind's name: narrow there, roomier from `sm` up. */
const columnClass = 'w-14 py-2 text-center text-xs font-medium sm:w-24 sm:text-sm';

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
      <DeviceSwitch onTurnedOn={() => void revalidateNotificationSettings()} />
      <ReadState read={read} copy={copy} rows={3} rowHeight="h-10">
        {(form) => (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-700">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{copy.title}</span>
                </th>
                <th scope="col" className={columnClass}>
                  {copy.inApp}
                </th>
                <th scope="col" className={columnClass}>
                  {copy.phone}
                </th>
                <th scope="col" className={columnClass}>
                  {copy.email}
                </th>
              </tr>
            </thead>
            <tbody>
              {switchableTypes.map((type) => {
                const kind = notificationsCopy.kinds[type];
                const channelSwitch = (channel: Channel, name: string) => (
                  <Switch
                    on={!(form[channel] as readonly NotificationType[]).includes(type)}
                    label={copy.switchLabel(kind, name)}
                    busy={saving}
                    onToggle={() => void toggle(form, channel, type)}
                  />
                );
                return (
                  <tr key={type} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-900">
                      {kind}
                    </th>
                    <td className="py-2 text-center">{channelSwitch('inAppOff', copy.inApp)}</td>
                    <td className="py-2 text-center">{channelSwitch('pushOff', copy.phoneChannel)}</td>
                    <td className="py-2 text-center">
                      {isEmailNotificationType(type) ? (
                        channelSwitch('emailOff', copy.email)
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
      <MarketingConsentSwitch />
    </section>
  );
}
