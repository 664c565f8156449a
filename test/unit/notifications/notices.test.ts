import {
  emailNotificationTypes,
  notificationTypes,
  requiredNotificationTypes,
} from '../../../lambdas/contracts/notifications';
import type { SanctionNoticeFacts } from '../../../lambdas/notifications/causes';
import { emailText, noticeText, type Notice } from '../../../lambdas/notifications/notices';

const event = { id: 'e1', title: 'Moda sahilinde koşu' };
const at = '2030-05-02T10:00:00.000Z';

const suspension: SanctionNoticeFacts = {
  sanctionId: 's1',
  userId: 'ayse',
  action: 'suspend',
  rule: 'harassment',
  reason: 'Israrlı ve rahatsız edici mesajlar.',
  createdAt: at,
  endsAt: '2030-05-05T10:00:00.000Z',
};

/** One notice of every kind, as the notifier builds them. */
const everyKind: Record<string, Notice> = {
  joinRequest: noticeText.joinRequest(event, 'host', { id: 'ayse', name: 'Ayşe' }, at),
  requestDecided: noticeText.requestDecided(event, 'ayse', 'accepted', at),
  message: noticeText.message({ eventId: 'e1', eventTitle: event.title }, 'host', {
    id: 'm1',
    senderId: 'ayse',
    senderName: 'Ayşe',
    text: 'Merhaba, ayakkabı getirmem gerekiyor mu?',
    sentAt: at,
  }),
  eventChanged: noticeText.eventChanged(event, 'ayse', { startsAt: '2030-05-08T16:00:00.000Z' }, '2', at),
  eventCancelled: noticeText.eventCancelled(event, 'ayse', 'joined', at),
  participantLeft: noticeText.participantLeft(event, 'host', { id: 'ayse', name: 'Ayşe' }, at),
  participantRemoved: noticeText.participantRemoved(event, 'ayse', at),
  waitlistOffer: noticeText.waitlistOffer(event, 'ayse', at, '2030-05-02T12:00:00.000Z'),
  ratingReceived: noticeText.ratingReceived(
    { eventId: 'e1', eventTitle: event.title, raterId: 'ayse', targetId: 'host', stars: 5 },
    at,
  ),
  badgeEarned: noticeText.badgeEarned('ayse', { id: 'first-event', name: 'İlk Etkinlik', icon: '🎉' }, at),
  tokensEarned: noticeText.tokensEarned('ayse', {
    id: 'entry1',
    delta: 1,
    reason: 'EARNED_EVENT_COMPLETED',
    at,
  }),
  tokensPurchased: noticeText.tokensPurchased(
    'ayse',
    { id: 'order1', tokens: 12, packageName: 'Başlangıç' },
    at,
  ),
  reminder: noticeText.reminder(event, 'ayse', {
    hoursBefore: 24,
    startsAt: '2030-05-03T16:00:00.000Z',
    createdAt: at,
  }),
  noShowMarked: noticeText.noShowMarked(event, 'ayse', at),
  noShowContested: noticeText.noShowContested(event, 'host', { id: 'ayse', name: 'Ayşe' }, at),
  noShowConfirmed: noticeText.noShowConfirmed(event, 'ayse', at),
  friendRequest: noticeText.friendRequest('host', { id: 'ayse', name: 'Ayşe' }, at),
  friendAccepted: noticeText.friendAccepted('ayse', { id: 'host', name: 'Deniz' }, at),
  sanction: noticeText.sanction(suspension),
  appealDecided: noticeText.appealDecided({
    ...suspension,
    appeal: { appealedAt: at, outcome: 'reversed' },
  }),
  reportReviewed: noticeText.reportReviewed('ayse', 'case1', 'suspend', at),
};

describe('each kind of notice', () => {
  it('exists for every kind of notification, with its own type', () => {
    expect(Object.keys(everyKind).sort()).toEqual([...notificationTypes].sort());
    for (const [type, notice] of Object.entries(everyKind)) expect(notice.type).toBe(type);
  });

  it.each(Object.entries(everyKind))('%s has a key derived from its cause alone', (_, notice) => {
    expect(notice.key).toMatch(/^[a-z]+(-[A-Za-z0-9:._]+)+$/);
    expect(notice.at).toBe(at);
  });

  it('names each key after its cause', () => {
    expect(Object.fromEntries(Object.entries(everyKind).map(([type, notice]) => [type, notice.key]))).toEqual(
      {
        joinRequest: 'join-request-e1-ayse',
        requestDecided: 'request-decided-e1-ayse-accepted',
        message: 'message-m1-host',
        eventChanged: 'event-changed-e1-2-ayse',
        eventCancelled: 'event-cancelled-e1-ayse',
        participantLeft: 'participant-left-e1-ayse',
        participantRemoved: 'participant-removed-e1-ayse',
        waitlistOffer: `waitlist-offer-e1-ayse-${at}`,
        ratingReceived: 'rating-received-e1-ayse-host',
        badgeEarned: 'badge-earned-ayse-first-event',
        tokensEarned: 'tokens-earned-ayse-entry1',
        tokensPurchased: 'tokens-purchased-order1',
        reminder: 'reminder-e1-24h-2030-05-03T16:00:00.000Z-ayse',
        noShowMarked: `no-show-marked-e1-ayse-${at}`,
        noShowContested: 'no-show-contested-e1-ayse',
        noShowConfirmed: 'no-show-confirmed-e1-ayse',
        friendRequest: `friend-request-ayse-host-${at}`,
        friendAccepted: `friend-accepted-host-ayse-${at}`,
        sanction: 'sanction-s1',
        appealDecided: 'appeal-decided-s1',
        reportReviewed: 'report-reviewed-case1-ayse',
      },
    );
  });

  it('says each in Turkish, naming the event where there is one', () => {
    expect(
      Object.fromEntries(Object.entries(everyKind).map(([type, notice]) => [type, notice.text])),
    ).toEqual({
      joinRequest: 'Ayşe, “Moda sahilinde koşu” etkinliğine katılmak istiyor. Yanıtını bekliyor!',
      requestDecided: 'Harika haber! “Moda sahilinde koşu” etkinliğine katılım isteğin kabul edildi. 🎉',
      message: 'Ayşe (“Moda sahilinde koşu”): “Merhaba, ayakkabı getirmem gerekiyor mu?”',
      eventChanged: '“Moda sahilinde koşu” güncellendi: yeni zaman 8 Mayıs Çarşamba 19:00.',
      eventCancelled:
        '“Moda sahilinde koşu” ev sahibi tarafından iptal edildi. Başka etkinliklere göz atabilirsin.',
      participantLeft: 'Ayşe, “Moda sahilinde koşu” etkinliğinden ayrıldı.',
      participantRemoved: 'Ev sahibi seni “Moda sahilinde koşu” etkinliğinin katılımcılarından çıkardı.',
      waitlistOffer:
        '“Moda sahilinde koşu” etkinliğinde senin için bir yer açıldı! 2 Mayıs Perşembe 15:00 saatine kadar onaylarsan yer senin.',
      ratingReceived: '“Moda sahilinde koşu” etkinliğinden 5 yıldızlı bir değerlendirme aldın.',
      badgeEarned: 'Yeni rozet kazandın: 🎉 İlk Etkinlik. Tebrikler!',
      tokensEarned: '1 token kazandın: tamamlanan bir etkinlik için. 🎁',
      tokensPurchased: '12 token hesabına eklendi (Başlangıç). Teşekkürler!',
      reminder: 'Hatırlatma: “Moda sahilinde koşu” yarın saat 19:00 başlıyor.',
      noShowMarked:
        'Ev sahibi seni “Moda sahilinde koşu” etkinliğinde "gelmedi" olarak işaretledi. Bir yanlışlık varsa itiraz edebilirsin.',
      noShowContested: 'Ayşe, “Moda sahilinde koşu” etkinliğindeki "gelmedi" işaretine itiraz etti.',
      noShowConfirmed:
        'Ev sahibi itirazından sonra “Moda sahilinde koşu” etkinliğindeki "gelmedi" işaretini onayladı.',
      friendRequest: 'Ayşe sana arkadaşlık isteği gönderdi.',
      friendAccepted: 'Deniz arkadaşlık isteğini kabul etti. Artık arkadaşsınız!',
      sanction:
        'Hesabın “Taciz ve ısrar yok” kuralı nedeniyle askıya alındı. Askının bitişi: 5 Mayıs 2030 13:00. Ayrıntılar ve itiraz için Yaptırımlar bölümüne bak.',
      appealDecided: 'İtirazın kabul edildi: yaptırım kaldırıldı.',
      reportReviewed:
        'Bildirimin incelendi ve gerekli işlem yapıldı. Topluluğu güvenli tuttuğun için teşekkürler!',
    });
  });

  it('links each to a page of the SPA', () => {
    for (const notice of Object.values(everyKind)) {
      expect(notice.link).toMatch(/^\/(dashboard\/|topluluk-kurallari$)/);
    }
    expect(everyKind.sanction?.link).toBe('/dashboard/settings#yaptirimlar');
    expect(everyKind.requestDecided?.link).toBe('/dashboard/eventDetails/e1');
    expect(everyKind.tokensPurchased?.link).toBe('/dashboard/tokens');
  });

  it('writes an e-mail for exactly the kinds that go by e-mail, a sanction and its appeal among them', () => {
    const emailed = Object.values(everyKind)
      .filter((notice) => notice.email !== undefined)
      .map((notice) => notice.type);
    expect(emailed.sort()).toEqual([...emailNotificationTypes, ...requiredNotificationTypes].sort());
  });

  it('tells the sanctioned user what, why, until when and how to appeal, and the reporter nothing of the other person', () => {
    expect(everyKind.sanction?.email?.paragraphs).toEqual([
      'Hesabın “Taciz ve ısrar yok” kuralı nedeniyle askıya alındı. Askının bitişi: 5 Mayıs 2030 13:00.',
      expect.stringMatching(/^Taciz ve ısrar yok: /),
      'Moderatörün gerekçesi: Israrlı ve rahatsız edici mesajlar.',
      'Askı sürerken etkinlik açamaz, katılamaz ve yazamazsın; etkinliklerin başkalarına görünmez.',
      expect.stringContaining('16 Mayıs 2030 13:00 tarihine kadar bir kez itiraz edebilirsin'),
    ]);
    expect(everyKind.reportReviewed?.aboutUserId).toBeUndefined();
    expect(noticeText.reportReviewed('ayse', 'case1', 'dismiss', at).text).toBe(
      'Bildirimin incelendi; topluluk kurallarına aykırı bir durum bulunmadı. Teşekkürler!',
    );
  });
});

describe('a decision', () => {
  it('never says "rejected" when there was no place, and says so kindly', () => {
    const declined = noticeText.requestDecided(event, 'ayse', 'declined', at);
    expect(declined.key).toBe('request-decided-e1-ayse-declined');
    expect(declined.text).toBe(
      '“Moda sahilinde koşu” için bu sefer yer ayarlanamadı. Sana uygun başka etkinlikler seni bekliyor!',
    );
    expect(`${declined.text} ${declined.email?.subject} ${declined.email?.paragraphs.join(' ')}`).not.toMatch(
      /redd|reject/i,
    );
  });

  it('leads to the events of the same type when there was no place', () => {
    expect(noticeText.requestDecided({ ...event, type: 'online' }, 'ayse', 'declined', at).link).toBe(
      '/dashboard/online',
    );
  });

  it('counts an accept into the waitlist as a decision of its own', () => {
    const waitlisted = noticeText.requestDecided(event, 'ayse', 'waitlisted', at);
    expect(waitlisted.key).toBe('request-decided-e1-ayse-waitlisted');
    expect(waitlisted.text).toContain('bekleme listesine aldı');
  });
});

describe('a moderator’s removal', () => {
  it('tells the participants the event broke the community guidelines, linking the listings, not its page', () => {
    const removed = noticeText.eventCancelled(event, 'ayse', 'joined', at, true);

    expect(removed.key).toBe('event-cancelled-e1-ayse');
    expect(removed.text).toBe(
      '“Moda sahilinde koşu” topluluk kurallarına aykırı olduğu için kaldırıldı. Başka etkinliklere göz atabilirsin.',
    );
    expect(removed.link).toBe('/dashboard/physical');
    expect(removed.email?.subject).toBe('Squad: “Moda sahilinde koşu” kaldırıldı');
  });

  it('tells the author which rule their content broke and how to appeal', () => {
    const notice = noticeText.sanction({ ...suspension, action: 'remove-content', endsAt: undefined });

    expect(notice.text).toBe(
      'Paylaştığın bir içerik “Taciz ve ısrar yok” kuralına aykırı olduğu için kaldırıldı. Ayrıntılar ve itiraz için Yaptırımlar bölümüne bak.',
    );
    expect(notice.email?.paragraphs.join(' ')).toContain('itiraz edebilirsin');
  });
});

describe('the e-mail text', () => {
  it('greets the reader, keeps paragraphs apart and puts the link on a line of its own', () => {
    const text = emailText(everyKind.eventCancelled!, 'Ayşe', 'https://squad.test/');
    expect(text.split('\n\n')).toEqual([
      'Merhaba Ayşe,',
      'Katılacağın “Moda sahilinde koşu” etkinliği ev sahibi tarafından iptal edildi. Bu etkinlik için bir şey yapmana gerek yok.',
      'Etkinliğin sayfası:',
      'https://squad.test/dashboard/eventDetails/e1',
      'Squad',
    ]);
  });

  it('tells of a purchase in the app only, as every paid order has its own receipt e-mail', () => {
    expect(everyKind.tokensPurchased?.email).toBeUndefined();
  });

  it('reminds an hour before with the hour of the start', () => {
    const reminder = noticeText.reminder(event, 'ayse', {
      hoursBefore: 1,
      startsAt: '2030-05-03T16:00:00.000Z',
      createdAt: at,
    });
    expect(reminder.key).toBe('reminder-e1-1h-2030-05-03T16:00:00.000Z-ayse');
    expect(reminder.text).toBe('Hatırlatma: “Moda sahilinde koşu” 1 saat sonra (19:00) başlıyor.');
  });
});

it('names the other user of a request, a message, a leave, a contest and a friend request or accept, so that user’s account deletion finds the notification', () => {
  const about = Object.entries(everyKind)
    .filter(([, notice]) => notice.aboutUserId !== undefined)
    .map(([kind, notice]) => [kind, notice.aboutUserId]);
  expect(about).toEqual([
    ['joinRequest', 'ayse'],
    ['message', 'ayse'],
    ['participantLeft', 'ayse'],
    ['noShowContested', 'ayse'],
    ['friendRequest', 'ayse'],
    ['friendAccepted', 'host'],
  ]);
});
