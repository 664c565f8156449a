/** Copy of the rewards: the Earn Tokens tab (on the Tokens page), invite links and the referral after sign-up. */
import type { EarnRuleId } from '@contracts/rewards';
import { istanbulTimeZone } from '@contracts/istanbul-time';

let dayFormat: Intl.DateTimeFormat | undefined;
/** "26 Kasım 2026", the Istanbul day of an instant. */
export const earnedDay = (iso: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: istanbulTimeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })).format(new Date(iso));

const months = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** "Kasım 2026" for "2026-11". */
export const monthName = (month: string) =>
  `${months[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

export const rewardsCopy = {
  earn: {
    title: 'Token kazan',
    intro: 'Bu kurallar tokenlarını kendiliğinden yükler; her biri sebebi başına yalnızca bir kez.',
    loading: 'Ödüllerin yükleniyor...',
    loadFailed: 'Ödül bilgilerin alınamadı.',
    retry: 'Tekrar dene',
    earnedTotal: (tokens: number) => `Kurallardan kazandığın: ${tokens} token`,
    invitedBy: (name: string) =>
      `${name} seni Squad'a davet etti: ilk etkinliğini yayınladığında ikiniz de 3 token kazanacaksınız.`,
    invitedByPaid: (name: string) =>
      `${name} seni Squad'a davet etti; ilk etkinliğinle ikiniz de 3 token kazandınız.`,
    reward: (count: number) => `+${count} token`,
    rulesLabel: 'Token kazanma kuralları',
    rules: {
      'complete-event': {
        title: 'Bir etkinliği tamamla',
        description:
          'Düzenlediğin ya da geldiğin etkinlik bitip katılım kapanınca (bitişten 48 saat sonra). Kimsenin gelmediği etkinlik token kazandırmaz.',
      },
      'five-star-rating': {
        title: '5 yıldızlı puan al',
        description: 'Bir etkinlikte biri sana 5 yıldız verdiğinde; her etkinlik için bir kez.',
      },
      referral: {
        title: 'Bir arkadaşını davet et',
        description: 'Davet bağlantınla katılan arkadaşın ilk etkinliğini yayınladığında ikinize de 3 token.',
      },
      'monthly-host': {
        title: 'Aylık görev',
        description: 'Bir ay içinde, en az bir katılımcının geldiği 5 etkinlik düzenle.',
      },
    } satisfies Record<EarnRuleId, { title: string; description: string }>,
    progress: {
      completed: (count: number) => `Tamamlanan etkinlik: ${count}`,
      fiveStar: (count: number) => `5 yıldız aldığın etkinlik: ${count}`,
      referrals: (invited: number, paid: number) =>
        `Davetinle katılan: ${invited} · İlk etkinliğini yayınlayan: ${paid}`,
      monthly: (hosted: number, target: number) => `${Math.min(hosted, target)}/${target} etkinlik bu ay`,
      monthlyLabel: (month: string) => `${monthName(month)} aylık görev ilerlemesi`,
      monthlyDone: (month: string) => `${monthName(month)} görevini tamamladın!`,
    },
  },

  invite: {
    title: 'Davet bağlantın',
    hint: 'Bağlantıyla kayıt olan arkadaşın ilk etkinliğini yayınlayınca ikiniz de 3 token kazanırsınız.',
    linkLabel: 'Davet bağlantısı',
    code: (code: string) => `Davet kodun: ${code}`,
    copy: 'Bağlantıyı kopyala',
    copied: 'Davet bağlantın kopyalandı.',
    copyFailed: 'Kopyalanamadı; bağlantıyı seçip kendin kopyalayabilirsin.',
  },

  history: {
    title: 'Kazanç geçmişi',
    empty: 'Henüz kurallardan token kazanmadın. İlk etkinliğini tamamladığında burada görünecek.',
    lines: {
      'complete-event': 'Etkinlik tamamlandı',
      'five-star-rating': '5 yıldızlı puan',
      referral: 'Arkadaş daveti',
      'monthly-host': 'Aylık görev',
    } satisfies Record<EarnRuleId, string>,
    friend: (name: string) => `Arkadaşın: ${name}`,
    month: (month: string) => monthName(month),
  },

  badges: {
    earnedOn: (iso: string) => `${earnedDay(iso)} tarihinde kazanıldı`,
  },
} as const;
