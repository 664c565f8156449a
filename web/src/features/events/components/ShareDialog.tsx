/** The share dialog (spec section 2): Copy Link ("Copied!" for 2 s), Twitter, WhatsApp, Discord (copies the text). */
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import type { ShareChannel } from '@contracts/events';
import { Dialog } from '../../../lib/ui/Dialog';
import { eventsCopy } from '../../../copy/events';
import { secondaryButton } from '../../../lib/ui/classes';
import { mutate } from 'swr';
import { eventPath, recordShare } from '../api';
import { eventDetailsPath } from '../paths';

const copy = eventsCopy.share;
const copiedMs = 2000;

export function ShareDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${eventDetailsPath(id)}`;
  const text = copy.text(title);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  // Counting a share must never get in the way of sharing; the host's analytics show it once counted.
  const count = (channel: ShareChannel) =>
    void recordShare(id, channel)
      .then(() => mutate(eventPath(id)))
      .catch(() => undefined);

  async function copyLink() {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    count('copy');
  }

  async function copyForDiscord() {
    await navigator.clipboard.writeText(`${text} ${link}`);
    toast.success(copy.discordCopied);
    count('discord');
  }

  const openWindow = (url: string, channel: ShareChannel) => {
    window.open(url, '_blank', 'noopener,noreferrer');
    count(channel);
  };

  return (
    <Dialog title={copy.title} onClose={onClose}>
      <p className="mb-3 rounded-xl bg-slate-100 p-3 text-sm break-all text-slate-800">{link}</p>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className={secondaryButton} onClick={() => void copyLink()} aria-live="polite">
          {copied ? copy.copied : copy.copyLink}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            openWindow(
              `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
              'twitter',
            )
          }
        >
          {copy.twitter}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            openWindow(`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`, 'whatsapp')
          }
        >
          {copy.whatsapp}
        </button>
        <button type="button" className={secondaryButton} onClick={() => void copyForDiscord()}>
          {copy.discord}
        </button>
      </div>
    </Dialog>
  );
}
