/**
 * What each kind of notification says, to whom, under which key and where it links: pure functions of the cause,
 * so a test reads every text and key without a table. A notice's key is derived from its cause alone and its
 * `at` is the instant of the cause (never the moment it is delivered), so a redelivered record or a retried job
 * names the same item and writes nothing twice. E-mails (the kinds in `emailNotificationTypes`) carry a subject
 * and plain text (paragraphs separated by a blank line, a link on a line of its own); the sender renders them.
 */
import { istanbulParts } from '../contracts/istanbul-time';
import type { EmailNotificationType, NotificationType } from '../contracts/notifications';
import type { LedgerReason } from '../contracts/tokens';
import { istanbulDateTime } from '../contracts/istanbul-time';
import { appealableUntil, communityRules, type CommunityRule } from '../contracts/moderation';
import type { SanctionNoticeFacts } from './causes';

export interface Notice {
  readonly type: NotificationType;
  readonly recipientId: string;
  /** derived from the cause alone */
  readonly key: string;
  /** the instant of the cause (ISO) */
  readonly at: string;
  readonly eventId?: string;
  /** the other user the text names (by name, and the key by id): their account deletion removes it */
  readonly aboutUserId?: string;
  readonly text: string;
  /** a path of the SPA */
  readonly link: string;
  /** for the kinds that also go by e-mail */
  readonly email?: { readonly subject: string; readonly paragraphs: readonly string[] };
}

export const links = {
  event: (eventId: string) => `/dashboard/eventDetails/${encodeURIComponent(eventId)}`,
  sanctions: '/dashboard/settings#yaptirimlar',
  myEvents: '/dashboard/my-events',
  profile: '/dashboard/profile',
  tokens: '/dashboard/tokens',
  /** the listings of an event's type */
  discover: (type: EventFacts['type']) => `/dashboard/${type ?? 'physical'}`,
} as const;

/** An event as the texts name it. */
export interface EventFacts {
  readonly id: string;
  readonly title: string;
  /** where its like are listed (a request with no place this time links there) */
  readonly type?: 'physical' | 'online';
}

const quoted = (title: string) => `“${title}”`;

/** "14 Ekim Çarşamba 19:00", in Istanbul. */
export function istanbulWhen(iso: string): string {
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    weekday: 'long',
  }).format(instant);
  return `${day} ${istanbulParts(instant).time}`;
}

/** The opening and closing of every e-mail: the reader's name, the link on its own line. */
function emailBody(name: string, paragraphs: readonly string[], link: string, siteUrl: string): string[] {
  return [`Merhaba ${name},`, ...paragraphs, `${siteUrl.replace(/\/$/, '')}${link}`, 'Squad'];
}

export function emailText(notice: Notice, name: string, siteUrl: string): string {
  return emailBody(name, notice.email?.paragraphs ?? [], notice.link, siteUrl).join('\n\n');
}

export const noticeText = {
  joinRequest(
    event: EventFacts,
    hostId: string,
    requester: { id: string; name: string },
    at: string,
  ): Notice {
    return {
      type: 'joinRequest',
      recipientId: hostId,
      key: `join-request-${event.id}-${requester.id}`,
      at,
      eventId: event.id,
      aboutUserId: requester.id,
      text: `${requester.name}, ${quoted(event.title)} etkinliğine katılmak istiyor. Yanıtını bekliyor!`,
      link: links.myEvents,
    };
  },

  /** Accepted, accepted into the waitlist, or no place this time: never "rejected". */
  requestDecided(
    event: EventFacts,
    requesterId: string,
    status: 'accepted' | 'waitlisted' | 'declined',
    at: string,
  ): Notice {
    const words = {
      accepted: {
        text: `Harika haber! ${quoted(event.title)} etkinliğine katılım isteğin kabul edildi. 🎉`,
        subject: `Squad: ${quoted(event.title)} için isteğin kabul edildi`,
        paragraphs: [
          `${quoted(event.title)} etkinliğine katılım isteğin kabul edildi. Seni aramızda görmek için sabırsızlanıyoruz!`,
          'Buluşma yeri ve ayrıntılar etkinlik sayfasında:',
        ],
      },
      waitlisted: {
        text: `${quoted(event.title)} şu an dolu; ev sahibi seni bekleme listesine aldı. Yer açılınca haber vereceğiz.`,
        subject: `Squad: ${quoted(event.title)} için bekleme listesindesin`,
        paragraphs: [
          `${quoted(event.title)} şu an dolu, ama ev sahibi seni bekleme listesine aldı. Bir yer açıldığında sıradaysan sana hemen haber vereceğiz.`,
          'Etkinliğin sayfası:',
        ],
      },
      declined: {
        text: `${quoted(event.title)} için bu sefer yer ayarlanamadı. Sana uygun başka etkinlikler seni bekliyor!`,
        subject: `Squad: ${quoted(event.title)} hakkında`,
        paragraphs: [
          `${quoted(event.title)} için bu sefer yer ayarlanamadı. Üzülme: her gün yeni etkinlikler açılıyor, sana uygun olanı bulmak çok kolay.`,
          'Yeni etkinliklere göz at:',
        ],
      },
    }[status];
    return {
      type: 'requestDecided',
      recipientId: requesterId,
      key: `request-decided-${event.id}-${requesterId}-${status}`,
      at,
      eventId: event.id,
      text: words.text,
      link: status === 'declined' ? links.discover(event.type) : links.event(event.id),
      email: { subject: words.subject, paragraphs: words.paragraphs },
    };
  },

  message(
    thread: { eventId: string; eventTitle: string },
    recipientId: string,
    message: { id: string; senderId: string; senderName: string; text: string; sentAt: string },
  ): Notice {
    const excerpt = message.text.length > 80 ? `${message.text.slice(0, 79).trimEnd()}…` : message.text;
    return {
      type: 'message',
      recipientId,
      key: `message-${message.id}-${recipientId}`,
      at: message.sentAt,
      eventId: thread.eventId,
      aboutUserId: message.senderId,
      text: `${message.senderName} (${quoted(thread.eventTitle)}): “${excerpt}”`,
      link: links.myEvents,
    };
  },

  /** `revision` rises with every edit (the event's `sequence`, or its `updatedAt` where it has none). */
  eventChanged(
    event: EventFacts,
    userId: string,
    change: { startsAt?: string; place?: string },
    revision: string,
    at: string,
  ): Notice {
    const parts = [
      change.startsAt === undefined ? undefined : `yeni zaman ${istanbulWhen(change.startsAt)}`,
      change.place === undefined ? undefined : `yeni yer ${change.place}`,
    ].filter((part) => part !== undefined);
    return {
      type: 'eventChanged',
      recipientId: userId,
      key: `event-changed-${event.id}-${revision}-${userId}`,
      at,
      eventId: event.id,
      text: `${quoted(event.title)} güncellendi: ${parts.join(', ')}.`,
      link: links.event(event.id),
    };
  },

  /**
   * To each participant (`joined`) and to each requester still waiting for an answer or a place (`waiting`). An
   * event a moderator removed (`removed`) is said to be against the community guidelines, and its page, which only
   * its host sees now, is not linked.
   */
  eventCancelled(
    event: EventFacts,
    userId: string,
    side: 'joined' | 'waiting',
    at: string,
    removed = false,
  ): Notice {
    const cancelled = removed
      ? `${quoted(event.title)} topluluk kurallarına aykırı olduğu için kaldırıldı.`
      : `${quoted(event.title)} ev sahibi tarafından iptal edildi.`;
    return {
      type: 'eventCancelled',
      recipientId: userId,
      key: `event-cancelled-${event.id}-${userId}`,
      at,
      eventId: event.id,
      text: `${cancelled} Başka etkinliklere göz atabilirsin.`,
      link: removed ? links.discover(event.type) : links.event(event.id),
      email: {
        subject: `Squad: ${quoted(event.title)} ${removed ? 'kaldırıldı' : 'iptal edildi'}`,
        paragraphs: [
          `${side === 'joined' ? 'Katılacağın' : 'Katılmak istediğin'} ${quoted(event.title)} etkinliği ${
            removed
              ? 'topluluk kurallarına aykırı olduğu için kaldırıldı'
              : 'ev sahibi tarafından iptal edildi'
          }. Bu etkinlik için bir şey yapmana gerek yok.`,
          removed ? 'Başka etkinliklere göz at:' : 'Etkinliğin sayfası:',
        ],
      },
    };
  },

  participantLeft(
    event: EventFacts,
    hostId: string,
    participant: { id: string; name: string },
    at: string,
  ): Notice {
    return {
      type: 'participantLeft',
      recipientId: hostId,
      key: `participant-left-${event.id}-${participant.id}`,
      at,
      eventId: event.id,
      aboutUserId: participant.id,
      text: `${participant.name}, ${quoted(event.title)} etkinliğinden ayrıldı.`,
      link: links.event(event.id),
    };
  },

  participantRemoved(event: EventFacts, userId: string, at: string): Notice {
    return {
      type: 'participantRemoved',
      recipientId: userId,
      key: `participant-removed-${event.id}-${userId}`,
      at,
      eventId: event.id,
      text: `Ev sahibi seni ${quoted(event.title)} etkinliğinin katılımcılarından çıkardı.`,
      link: links.myEvents,
    };
  },

  waitlistOffer(event: EventFacts, userId: string, offeredAt: string, expiresAt: string | undefined): Notice {
    const until =
      expiresAt === undefined ? '' : ` ${istanbulWhen(expiresAt)} saatine kadar onaylarsan yer senin.`;
    return {
      type: 'waitlistOffer',
      recipientId: userId,
      key: `waitlist-offer-${event.id}-${userId}-${offeredAt}`,
      at: offeredAt,
      eventId: event.id,
      text: `${quoted(event.title)} etkinliğinde senin için bir yer açıldı!${until}`,
      link: links.event(event.id),
      email: {
        subject: `Squad: ${quoted(event.title)} etkinliğinde yer açıldı`,
        paragraphs: [
          `Bekleme listesinde olduğun ${quoted(event.title)} etkinliğinde senin için bir yer açıldı!${until}`,
          'Onaylamak için etkinliğin sayfası:',
        ],
      },
    };
  },

  ratingReceived(
    rating: { eventId: string; eventTitle: string; raterId: string; targetId: string; stars: number },
    at: string,
  ): Notice {
    return {
      type: 'ratingReceived',
      recipientId: rating.targetId,
      key: `rating-received-${rating.eventId}-${rating.raterId}-${rating.targetId}`,
      at,
      eventId: rating.eventId,
      text: `${quoted(rating.eventTitle)} etkinliğinden ${rating.stars} yıldızlı bir değerlendirme aldın.`,
      link: links.profile,
    };
  },

  badgeEarned(userId: string, badge: { id: string; name: string; icon: string }, at: string): Notice {
    return {
      type: 'badgeEarned',
      recipientId: userId,
      key: `badge-earned-${userId}-${badge.id}`,
      at,
      text: `Yeni rozet kazandın: ${badge.icon} ${badge.name}. Tebrikler!`,
      link: links.profile,
    };
  },

  tokensEarned(
    userId: string,
    entry: { id: string; delta: number; reason: LedgerReason; at: string },
  ): Notice {
    const why: Partial<Record<LedgerReason, string>> = {
      EARNED_EVENT_COMPLETED: 'tamamlanan bir etkinlik',
      EARNED_FIVE_STAR_RATING: '5 yıldızlı bir değerlendirme',
      EARNED_REFERRAL: 'bir arkadaş daveti',
      EARNED_MONTHLY_HOST: 'ayın ev sahipliği görevi',
    };
    return {
      type: 'tokensEarned',
      recipientId: userId,
      key: `tokens-earned-${userId}-${entry.id}`,
      at: entry.at,
      text: `${entry.delta} token kazandın: ${why[entry.reason] ?? 'bir ödül'} için. 🎁`,
      link: links.tokens,
    };
  },

  /** In the app only: every paid order has its receipt e-mail (lambdas/tokens/receipt.ts), which tells the same. */
  tokensPurchased(
    userId: string,
    order: { id: string; tokens: number; packageName: string },
    at: string,
  ): Notice {
    return {
      type: 'tokensPurchased',
      recipientId: userId,
      key: `tokens-purchased-${order.id}`,
      at,
      text: `${order.tokens} token hesabına eklendi (${order.packageName}). Teşekkürler!`,
      link: links.tokens,
    };
  },

  reminder(
    event: EventFacts,
    userId: string,
    reminder: { hoursBefore: number; startsAt: string; createdAt: string },
  ): Notice {
    const { time } = istanbulParts(new Date(reminder.startsAt));
    // "saat 19:00" needs no suffix, whose vowel would depend on how the hour is read aloud.
    const when = reminder.hoursBefore === 1 ? `1 saat sonra (${time})` : `yarın saat ${time}`;
    return {
      type: 'reminder',
      recipientId: userId,
      key: `reminder-${event.id}-${reminder.hoursBefore}h-${reminder.startsAt}-${userId}`,
      at: reminder.createdAt,
      eventId: event.id,
      text: `Hatırlatma: ${quoted(event.title)} ${when} başlıyor.`,
      link: links.event(event.id),
      email: {
        subject: `Squad hatırlatma: ${quoted(event.title)} ${when} başlıyor`,
        paragraphs: [
          `${quoted(event.title)} ${istanbulWhen(reminder.startsAt)} saatinde başlıyor (İstanbul saati).`,
          'Ayrıntılar ve buluşma bilgisi etkinlik sayfasında:',
        ],
      },
    };
  },

  /** `markedAt` names the mark: one taken back and made again lowers the score again, and is news again. */
  noShowMarked(event: EventFacts, userId: string, markedAt: string): Notice {
    return {
      type: 'noShowMarked',
      recipientId: userId,
      key: `no-show-marked-${event.id}-${userId}-${markedAt}`,
      at: markedAt,
      eventId: event.id,
      text: `Ev sahibi seni ${quoted(event.title)} etkinliğinde "gelmedi" olarak işaretledi. Bir yanlışlık varsa itiraz edebilirsin.`,
      link: links.event(event.id),
      email: {
        subject: `Squad: ${quoted(event.title)} için "gelmedi" olarak işaretlendin`,
        paragraphs: [
          `Ev sahibi seni ${quoted(event.title)} etkinliğinde "gelmedi" olarak işaretledi. Bu işaret güvenilirlik puanını düşürür.`,
          'Bir yanlışlık varsa etkinliğin Katılım sekmesinden bir kez itiraz edebilirsin:',
        ],
      },
    };
  },

  noShowContested(
    event: EventFacts,
    hostId: string,
    participant: { id: string; name: string },
    at: string,
  ): Notice {
    return {
      type: 'noShowContested',
      recipientId: hostId,
      key: `no-show-contested-${event.id}-${participant.id}`,
      at,
      eventId: event.id,
      aboutUserId: participant.id,
      text: `${participant.name}, ${quoted(event.title)} etkinliğindeki "gelmedi" işaretine itiraz etti.`,
      link: links.event(event.id),
    };
  },

  noShowConfirmed(event: EventFacts, userId: string, at: string): Notice {
    return {
      type: 'noShowConfirmed',
      recipientId: userId,
      key: `no-show-confirmed-${event.id}-${userId}`,
      at,
      eventId: event.id,
      text: `Ev sahibi itirazından sonra ${quoted(event.title)} etkinliğindeki "gelmedi" işaretini onayladı.`,
      link: links.event(event.id),
    };
  },

  /** `requestedAt` names the request: one withdrawn and sent again is news again. */
  friendRequest(userId: string, sender: { id: string; name: string }, requestedAt: string): Notice {
    return {
      type: 'friendRequest',
      recipientId: userId,
      key: `friend-request-${sender.id}-${userId}-${requestedAt}`,
      at: requestedAt,
      aboutUserId: sender.id,
      text: `${sender.name} sana arkadaşlık isteği gönderdi.`,
      link: links.profile,
    };
  },

  friendAccepted(userId: string, friend: { id: string; name: string }, since: string): Notice {
    return {
      type: 'friendAccepted',
      recipientId: userId,
      key: `friend-accepted-${friend.id}-${userId}-${since}`,
      at: since,
      aboutUserId: friend.id,
      text: `${friend.name} arkadaşlık isteğini kabul etti. Artık arkadaşsınız!`,
      link: links.profile,
    };
  },

  sanction(sanction: SanctionNoticeFacts): Notice {
    const rule = communityRules[sanction.rule as CommunityRule] as
      { title: string; text: string } | undefined;
    const ruleName = rule ? quoted(rule.title) : 'topluluk kuralları';
    const appealUntil = istanbulDateTime(appealableUntil(sanction.createdAt));
    const what = {
      warn: `Topluluk kurallarından ${ruleName} kuralı nedeniyle bir uyarı aldın.`,
      'remove-content': `Paylaştığın bir içerik ${ruleName} kuralına aykırı olduğu için kaldırıldı.`,
      suspend: `Hesabın ${ruleName} kuralı nedeniyle askıya alındı. Askının bitişi: ${
        sanction.endsAt ? istanbulDateTime(sanction.endsAt) : '-'
      }.`,
      ban: `Hesabın ${ruleName} kuralı nedeniyle kapatıldı.`,
    }[sanction.action];
    return {
      type: 'sanction',
      recipientId: sanction.userId,
      key: `sanction-${sanction.sanctionId}`,
      at: sanction.createdAt,
      text: `${what} Ayrıntılar ve itiraz için Yaptırımlar bölümüne bak.`,
      link: links.sanctions,
      email: {
        subject: {
          warn: 'Squad: topluluk kuralları uyarısı',
          'remove-content': 'Squad: bir içeriğin kaldırıldı',
          suspend: 'Squad: hesabın askıya alındı',
          ban: 'Squad: hesabın kapatıldı',
        }[sanction.action],
        paragraphs: [
          what,
          ...(rule ? [`${rule.title}: ${rule.text}`] : []),
          `Moderatörün gerekçesi: ${sanction.reason}`,
          ...(sanction.action === 'suspend'
            ? ['Askı sürerken etkinlik açamaz, katılamaz ve yazamazsın; etkinliklerin başkalarına görünmez.']
            : []),
          // A banned account signs in no more: its appeal comes as a reply to this e-mail, which the support address sends.
          sanction.action === 'ban'
            ? `Bu karara ${appealUntil} tarihine kadar bir kez itiraz edebilirsin: bu e-postayı yanıtla, itirazına başka bir moderatör bakar.`
            : `Bu karara ${appealUntil} tarihine kadar bir kez itiraz edebilirsin; itirazına başka bir moderatör bakar. Hesap ayarlarındaki Yaptırımlar bölümünden itiraz et:`,
        ],
      },
    };
  },

  appealDecided(sanction: SanctionNoticeFacts): Notice {
    const reversed = sanction.appeal?.outcome === 'reversed';
    const text = reversed
      ? 'İtirazın kabul edildi: yaptırım kaldırıldı.'
      : 'İtirazın incelendi: yaptırım sürüyor.';
    return {
      type: 'appealDecided',
      recipientId: sanction.userId,
      key: `appeal-decided-${sanction.sanctionId}`,
      at: sanction.appeal?.appealedAt ?? sanction.createdAt,
      text,
      link: links.sanctions,
      email: {
        subject: reversed ? 'Squad: itirazın kabul edildi' : 'Squad: itirazın incelendi',
        paragraphs: [
          text,
          reversed
            ? 'Hesabın yeniden her şeyi yapabilir. Anlayışın için teşekkürler.'
            : 'Başka bir moderatör itirazını inceledi ve kararı yerinde buldu. Ayrıntılar Yaptırımlar bölümünde:',
        ],
      },
    };
  },

  /** The reporter learns their report was looked at, and whether anything was done: never what, nor about whom. */
  reportReviewed(reporterId: string, caseId: string, action: string, closedAt: string): Notice {
    return {
      type: 'reportReviewed',
      recipientId: reporterId,
      key: `report-reviewed-${caseId}-${reporterId}`,
      at: closedAt,
      text:
        action === 'dismiss'
          ? 'Bildirimin incelendi; topluluk kurallarına aykırı bir durum bulunmadı. Teşekkürler!'
          : 'Bildirimin incelendi ve gerekli işlem yapıldı. Topluluğu güvenli tuttuğun için teşekkürler!',
      link: '/topluluk-kurallari',
    };
  },
} as const;

export const isEmailNotice = (
  notice: Notice,
): notice is Notice & { type: EmailNotificationType; email: NonNullable<Notice['email']> } =>
  notice.email !== undefined;
