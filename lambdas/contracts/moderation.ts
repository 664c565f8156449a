/**
 * Moderation: the community guidelines every decision names, the cases moderators work through, their decisions,
 * the sanctions a user is told about (and may appeal once), and the audit log of every read and decision.
 */
import * as z from 'zod/mini';
import type { Reliability } from './attendance';
import { reportCreateSchema, type ReportReason } from './users';
import { userText } from './text';
import { built } from './built';

/** The community guidelines (/topluluk-kurallari), rule by rule: a sanction names the rule it enforces. */
export const communityRules = {
  respect: {
    title: 'Saygılı ol',
    text: 'Hakaret, aşağılama, nefret söylemi ve ayrımcılık yok. Kimseyi dini, kökeni, cinsiyeti, yönelimi, engeli ya da görünüşü yüzünden hedef alma.',
  },
  harassment: {
    title: 'Taciz ve ısrar yok',
    text: 'İstemeyen birine tekrar tekrar yazma, cinsel içerikli mesaj gönderme, tehdit etme. "Hayır" bir cevaptır.',
  },
  safety: {
    title: 'Buluşmada güvenliği koru',
    text: 'Buluşmaları herkese açık yerlerde yap; kimseyi tehlikeye atma, alkol ya da madde kullanmaya zorlama, kimseyi bir yere kapatma.',
  },
  honesty: {
    title: 'Kendin ol',
    text: 'Sahte hesap, başkasının fotoğrafı ya da adı, yanıltıcı etkinlik yok. Etkinliğin anlattığı gibi gerçekleşsin.',
  },
  spam: {
    title: 'Reklam ve dolandırıcılık yok',
    text: 'Etkinlikleri ve mesajları satış, reklam, para toplama ya da başka bir siteye çekmek için kullanma.',
  },
  privacy: {
    title: 'Mahremiyete saygı göster',
    text: 'Başkasının adresini, telefonunu, fotoğrafını ya da kişisel bilgisini izni olmadan paylaşma.',
  },
  law: {
    title: 'Yasalara uy',
    text: 'Türkiye Cumhuriyeti yasalarına aykırı içerik ve etkinlik yok: şiddet, yasa dışı madde, kumar, telif hakkı ihlali, 18 yaşından küçükleri hedef alan her şey.',
  },
} as const;
export type CommunityRule = keyof typeof communityRules;
export const communityRuleIds = Object.keys(communityRules) as [CommunityRule, ...CommunityRule[]];

/** What a case is about, with the name the console shows. */
export const caseKinds = {
  'user-report': 'Kullanıcı bildirimi',
  'event-report': 'Etkinlik bildirimi',
  'message-report': 'Mesaj bildirimi',
  'review-report': 'Değerlendirme bildirimi',
  'held-request': 'Bekletilen katılım isteği',
  'screened-decline': 'Yapay zekânın reddettiği istek (örneklem)',
  appeal: 'Yaptırıma itiraz',
  'content-notice': 'Hukuka aykırı içerik bildirimi',
  'flagged-avatar': 'İşaretlenen profil fotoğrafı',
  'invoice-failure': 'Bir saattir kesilemeyen fatura',
} as const;
export type CaseKind = keyof typeof caseKinds;
export const caseKindIds = Object.keys(caseKinds) as [CaseKind, ...CaseKind[]];

/** The content a report names: an event, one message of a thread the reporter is in, or one review. */
export type ReportedContentKind = 'event' | 'message' | 'review';
/** The case kind a report of each content opens. */
export const reportCaseKinds = {
  event: 'event-report',
  message: 'message-report',
  review: 'review-report',
} as const satisfies Record<ReportedContentKind, CaseKind>;
/** The kinds of case users' reports open: about a user, or about a piece of their content. */
export const reportKinds = ['user-report', ...Object.values(reportCaseKinds)] as const;
export const isReportKind = (kind: string): boolean => (reportKinds as readonly string[]).includes(kind);

/**
 * POST /private/reports: a report of an event, a message or a review, with the same reason and text as a user's
 * report. A message is named by its thread (the event and the requester's id), its time and id; a review by the
 * event, the rater and the reviewed user (a review's id is `eventId:raterId`).
 */
export const contentReportSchema = /* @__PURE__ */ built(() =>
  z.extend(reportCreateSchema, {
    target: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('event'), eventId: z.uuid('Geçersiz etkinlik.') }),
      z.strictObject({
        kind: z.literal('message'),
        eventId: z.uuid('Geçersiz etkinlik.'),
        threadUserId: z.uuid('Geçersiz kullanıcı.'),
        messageId: z.uuid('Geçersiz mesaj.'),
        sentAt: z.iso.datetime('Geçersiz mesaj.'),
      }),
      z.strictObject({
        kind: z.literal('review'),
        eventId: z.uuid('Geçersiz etkinlik.'),
        raterId: z.uuid('Geçersiz değerlendirme.'),
        userId: z.uuid('Geçersiz kullanıcı.'),
      }),
    ]),
  }),
);
export type ContentReport = z.input<typeof contentReportSchema>;
export type ReportedContent = z.output<typeof contentReportSchema>['target'];

export const caseStatuses = ['open', 'closed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Every decision a moderator can take, with its button's text. */
export const moderationActions = {
  dismiss: 'İhlal yok, kapat',
  warn: 'Uyar',
  'remove-content': 'İçeriği kaldır',
  suspend: 'Askıya al',
  ban: 'Hesabı kapat',
  approve: 'Onayla, ev sahibine ilet',
  decline: 'Reddet',
  uphold: 'İtirazı reddet, yaptırım sürsün',
  reverse: 'Yaptırımı kaldır',
} as const;
export type ModerationAction = keyof typeof moderationActions;
export const moderationActionIds = Object.keys(moderationActions) as [
  ModerationAction,
  ...ModerationAction[],
];

/** The decisions each kind of case takes. */
export const actionsByKind: Readonly<Record<CaseKind, readonly ModerationAction[]>> = {
  'user-report': ['dismiss', 'warn', 'suspend', 'ban'],
  'event-report': ['dismiss', 'warn', 'remove-content', 'suspend', 'ban'],
  'message-report': ['dismiss', 'warn', 'remove-content', 'suspend', 'ban'],
  'review-report': ['dismiss', 'warn', 'remove-content', 'suspend', 'ban'],
  'held-request': ['approve', 'decline'],
  // a sample of the screener's declines: keep it declined, or overturn it (counted: the screener's overturn rate)
  'screened-decline': ['decline', 'approve'],
  appeal: ['uphold', 'reverse'],
  'content-notice': ['dismiss', 'warn', 'suspend', 'ban'],
  // the picture was never shown (the upload was refused): nothing to remove, only its uploader to judge
  'flagged-avatar': ['dismiss', 'warn', 'suspend', 'ban'],
  // nobody broke a rule: a person settles the invoice with the integrator, then closes the case
  'invoice-failure': ['dismiss'],
};

/** Of the screener's declines, the share sampled into the queue to measure its false positives. */
export const screenerDeclineSamplePercent = 5;

/**
 * Decisions that sanction the user the case is about, and so name the rule they broke. Removing content is one: its
 * author is told which rule it broke, and may appeal.
 */
export const sanctionActions = [
  'warn',
  'remove-content',
  'suspend',
  'ban',
] as const satisfies readonly ModerationAction[];
export type SanctionAction = (typeof sanctionActions)[number];
export const isSanction = (action: ModerationAction): action is SanctionAction =>
  (sanctionActions as readonly ModerationAction[]).includes(action);

export const suspensionDays = { min: 1, max: 90 } as const;
export const decisionReasonLimit = 1000;
/** A sanction may be appealed once, this many days from the decision. */
export const appealWindowDays = 14;

/** Until when a sanction created at `createdAt` (ISO) may be appealed. */
export const appealableUntil = (createdAt: string): string =>
  new Date(Date.parse(createdAt) + appealWindowDays * 86_400_000).toISOString();

export const caseIdParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ caseId: z.uuid('Geçersiz vaka.') }),
);

export const caseListQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    status: z._default(z.enum(caseStatuses, 'Geçersiz durum.'), 'open'),
    kind: z.optional(z.enum(caseKindIds, 'Geçersiz vaka türü.')),
    cursor: z.optional(z.string().check(z.maxLength(600))),
  }),
);
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

/**
 * A moderator's decision: the action, the rule (for a sanction), the reason in their words (the user reads it),
 * and a suspension's length in days. The form checks with this schema too.
 */
export const caseDecisionSchema = /* @__PURE__ */ built(() =>
  z
    .strictObject({
      action: z.enum(moderationActionIds, 'Bir karar seç.'),
      rule: z.optional(z.enum(communityRuleIds, 'Bir kural seç.')),
      reason: userText({
        min: 3,
        max: decisionReasonLimit,
        multiline: true,
        requiredMessage: 'Kararın gerekçesini yaz.',
      }),
      days: z.optional(
        z
          .int('Gün sayısı tam sayı olmalı.')
          .check(
            z.gte(suspensionDays.min, `En az ${suspensionDays.min} gün olmalı.`),
            z.lte(suspensionDays.max, `En fazla ${suspensionDays.max} gün olabilir.`),
          ),
      ),
    })
    .check(
      z.refine((decision) => !isSanction(decision.action) || decision.rule !== undefined, {
        message: 'Yaptırım için çiğnenen kuralı seç.',
        path: ['rule'],
      }),
      z.refine((decision) => decision.action !== 'suspend' || decision.days !== undefined, {
        message: 'Askı için gün sayısını yaz.',
        path: ['days'],
      }),
    ),
);
export type CaseDecision = z.input<typeof caseDecisionSchema>;

/** The person a case is about, or who reported it, as moderators see them. */
export interface CasePerson {
  userId: string;
  displayName: string;
  username: string | null;
}

/** One line of the queue. */
export interface CaseSummary {
  caseId: string;
  kind: CaseKind;
  status: CaseStatus;
  openedAt: string;
  closedAt: string | null;
  /** whom the case is about (the reported user, the held request's author) */
  subject: CasePerson;
  /** reports of the same subject grouped into the case (0 for a case no user reported) */
  reportCount: number;
  /** the decision that closed it */
  action: ModerationAction | null;
}

/** GET /private/moderation/cases: oldest open first, or latest closed first. */
export interface CasePage {
  cases: CaseSummary[];
  /** pass back as `cursor` for the next page; absent on the last */
  nextCursor?: string;
}

/** One piece of the content in context, as it was when the case opened (kept if its author edits or deletes it). */
export interface CaseContentField {
  label: string;
  text: string;
}

export interface CaseReport {
  reporter: CasePerson;
  /** cases about the reporter so far, and the sanctions they had */
  reporterHistory: { pastCases: number; sanctions: number };
  reason: ReportReason;
  text: string;
  createdAt: string;
}

export type AppealOutcome = 'pending' | 'upheld' | 'reversed';

/** The one appeal of a sanction. */
export interface AppealView {
  appealedAt: string;
  text: string;
  outcome: AppealOutcome;
}

/** A sanction as the moderators and the user it concerns see it. */
export interface SanctionView {
  sanctionId: string;
  action: SanctionAction;
  rule: CommunityRule;
  reason: string;
  createdAt: string;
  /** a suspension's end */
  endsAt: string | null;
  /** whether it still holds (a warning never does; a suspension until its end; a ban until reversed) */
  inForce: boolean;
  /** until when it may be appealed (once) */
  appealableUntil: string;
  /** whether the user may appeal it now: within the window, not yet appealed */
  appealable: boolean;
  appeal: AppealView | null;
}

export interface CaseDecisionView {
  action: ModerationAction;
  rule: CommunityRule | null;
  reason: string;
  days: number | null;
  decidedAt: string;
  moderator: CasePerson;
}

/** GET /private/moderation/cases/{caseId}: the case with what a fair decision needs. Reading it is audited. */
export interface CaseDetails extends CaseSummary {
  content: CaseContentField[];
  reports: CaseReport[];
  subjectHistory: {
    /** cases about the subject before this one */
    pastCases: number;
    sanctions: SanctionView[];
    reliability: Reliability;
    rating: { average: number; count: number } | null;
  };
  /** the decisions this case takes */
  actions: ModerationAction[];
  decision: CaseDecisionView | null;
}

/** GET /private/moderation/open-count: the header's badge. */
export interface OpenCaseCount {
  open: number;
}

export const decisionRecordedMessage = 'Karar kaydedildi.';

/** GET /private/account/sanctions: the caller's own, latest first. */
export interface SanctionList {
  sanctions: SanctionView[];
}

export type AuditEntryKind = 'case-read' | 'decision';

/** One entry of the audit log: append-only, kept two years. */
export interface AuditEntry {
  entryId: string;
  at: string;
  kind: AuditEntryKind;
  moderator: CasePerson;
  caseId: string;
  /** the user the case is about */
  subjectUserId: string;
  action: ModerationAction | null;
  rule: CommunityRule | null;
  reason: string | null;
}

/** GET /private/moderation/audit: latest first. */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor?: string;
}

export const auditQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(600))) }),
);

export const appealTextLimit = 2000;

export const sanctionIdParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ sanctionId: z.uuid('Geçersiz yaptırım.') }),
);

/** POST /private/account/sanctions/{sanctionId}/appeal: the user's side, in their words. */
export const appealSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    text: userText({
      min: 10,
      max: appealTextLimit,
      multiline: true,
      requiredMessage: 'İtirazını birkaç cümleyle anlat (en az 10 karakter).',
    }),
  }),
);
export type AppealCreate = z.input<typeof appealSchema>;

export const appealSentMessage = 'İtirazın alındı. Başka bir moderatör inceleyip sonucu sana bildirecek.';

/** Why someone gives notice of unlawful content (Law 5651's notice and takedown), with the form's text. */
export const contentNoticeReasons = {
  illegal: 'Yasa dışı içerik (suç teşkil eden paylaşım)',
  privacy: 'Kişilik hakkı veya özel hayatın ihlali',
  copyright: 'Telif hakkı ihlali',
  other: 'Diğer',
} as const;
export type ContentNoticeReason = keyof typeof contentNoticeReasons;
export const contentNoticeTextLimit = 3000;

/** POST /public/content-notices: anyone, signed in or not, names content on Squad and says why it is unlawful. */
export const contentNoticeSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    url: z
      .url({ protocol: /^https?$/, error: 'İçeriğin bağlantısını yaz (https://...).' })
      .check(z.maxLength(500, 'Bağlantı en fazla 500 karakter olabilir.')),
    reason: z.enum(
      Object.keys(contentNoticeReasons) as [ContentNoticeReason, ...ContentNoticeReason[]],
      'Bir sebep seç.',
    ),
    text: userText({
      min: 10,
      max: contentNoticeTextLimit,
      multiline: true,
      requiredMessage: 'İçeriğin neden hukuka aykırı olduğunu anlat (en az 10 karakter).',
    }),
    contactEmail: z
      .email('Geçerli bir e-posta adresi yaz.')
      .check(z.maxLength(254, 'E-posta adresi çok uzun.')),
  }),
);
export type ContentNotice = z.input<typeof contentNoticeSchema>;

export const contentNoticeSentMessage =
  'Bildirimin alındı. İnceleyip sonucu e-postayla bildireceğiz; onay e-postası birazdan gelir.';
