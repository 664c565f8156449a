/**
 * Tokens contract: the package catalogue, the balance card, orders and the ledger as the SPA sees them. The
 * server charges from this catalogue and the SPA shows it, so a price or a bonus is written once.
 */
import * as z from 'zod/mini';

/** The currency every package is priced in; switching to Turkish lira is this line. */
export const paymentCurrency = 'USD' satisfies PaymentCurrency;
export type PaymentCurrency = 'USD' | 'TRY';

export interface TokenPackage {
  readonly id: string;
  readonly name: string;
  readonly tokens: number;
  /** credited beside the tokens, as a ledger entry of its own, with the same validity */
  readonly bonusTokens: number;
  /** iyzico's price format: two decimals and a dot */
  readonly price: `${number}.${number}`;
  readonly originalPrice: `${number}.${number}`;
  readonly discountPercent: number;
  readonly popular: boolean;
  /** purchased (and bonus) tokens expire this many days after the payment */
  readonly validityDays: number;
  /** events created while the host holds these tokens are featured, first in the lists, until the tokens expire */
  readonly priorityListing: boolean;
  readonly currency: PaymentCurrency;
}

/** The four packages (product spec section 9). Ids are what orders and the auto-refill setting store. */
export const tokenPackages = [
  {
    id: 'starter',
    name: 'Starter Pack',
    tokens: 5,
    bonusTokens: 0,
    price: '9.99',
    originalPrice: '12.50',
    discountPercent: 20,
    popular: false,
    validityDays: 30,
    priorityListing: false,
    currency: paymentCurrency,
  },
  {
    id: 'popular',
    name: 'Popular Pack',
    tokens: 10,
    bonusTokens: 2,
    price: '17.99',
    originalPrice: '25.00',
    discountPercent: 28,
    popular: true,
    validityDays: 60,
    priorityListing: false,
    currency: paymentCurrency,
  },
  {
    id: 'pro',
    name: 'Pro Pack',
    tokens: 25,
    bonusTokens: 5,
    price: '39.99',
    originalPrice: '62.50',
    discountPercent: 36,
    popular: false,
    validityDays: 90,
    priorityListing: false,
    currency: paymentCurrency,
  },
  {
    id: 'enterprise',
    name: 'Enterprise Pack',
    tokens: 50,
    bonusTokens: 10,
    price: '69.99',
    originalPrice: '125.00',
    discountPercent: 44,
    popular: false,
    validityDays: 120,
    priorityListing: true,
    currency: paymentCurrency,
  },
] as const satisfies readonly TokenPackage[];

/** A package of the catalogue, with its id as a literal. */
export type CatalogPackage = (typeof tokenPackages)[number];
export type TokenPackageId = CatalogPackage['id'];
export const tokenPackageIds = tokenPackages.map((tokenPackage) => tokenPackage.id) as [
  TokenPackageId,
  ...TokenPackageId[],
];

export function tokenPackageById(id: TokenPackageId): TokenPackage {
  return tokenPackages.find((tokenPackage) => tokenPackage.id === id)!;
}

/** Every token a package credits: its own and its bonus. */
export const creditedTokens = (tokenPackage: TokenPackage) => tokenPackage.tokens + tokenPackage.bonusTokens;

/** What a buyer has after paying, in the order the card lists it: each line is something the product does. */
export function packageFeatures(tokenPackage: TokenPackage): string[] {
  return [
    `${tokenPackage.tokens} etkinlik oluşturma hakkı`,
    ...(tokenPackage.bonusTokens > 0 ? [`+${tokenPackage.bonusTokens} bonus token`] : []),
    `Tokenlar ${tokenPackage.validityDays} gün geçerli`,
    ...(tokenPackage.priorityListing ? ['Öne çıkan listeleme: etkinliklerin listelerin başında'] : []),
  ];
}

/** A buyer may take back an order whose tokens are all unspent for this long (Turkish distance-sales law). */
export const refundWindowDays = 14;

/** How the buyer pays. PayPal does not serve Turkish accounts: shown, never accepted. */
export const paymentMethods = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * `refunding`: the provider is returning the money; the order is paid until it says it did. `cancelled`: the buyer
 * gave up the checkout; a payment the provider still reports for it is credited all the same.
 */
export const orderStatuses = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The provider's payment page lives this long; an order still unpaid after it never will be, and expires. */
export const checkoutLifetimeMinutes = 30;

/** Auto-refill's threshold: the stepper starts at 5 and goes no lower than 1 (product spec sections 5 and 9). */
export const autoRefillThreshold = { min: 1, start: 5, max: 50 } as const;

// ----- GET /private/tokens -----

/**
 * Where the balance came from and where it went, each total from its own ledger reasons (lambdas/tokens/totals.ts),
 * so that welcome + bought + earnedByRules − spentOnEvents − expired − refundedPurchases is the balance.
 */
export interface TokenTotals {
  welcome: number;
  /** purchases with their bonuses */
  bought: number;
  /** the Earn Tokens tab's rules, the same tokens as its own total */
  earnedByRules: number;
  /** events created or published, less the tokens given back when one was cancelled */
  spentOnEvents: number;
  /** purchased tokens whose validity ran out */
  expired: number;
  /** tokens taken back with the money of a refunded purchase */
  refundedPurchases: number;
}

export interface TokenBalance {
  current: number;
  totals: TokenTotals;
  /** the purchased tokens still held that expire first, all of that Istanbul day; null when none expire */
  nextExpiry: { tokens: number; at: string } | null;
}

/** The shortest and longest validity of purchased tokens (the packages' cards say each). */
export const purchasedTokenValidityDays = {
  min: Math.min(...tokenPackages.map((tokenPackage) => tokenPackage.validityDays)),
  max: Math.max(...tokenPackages.map((tokenPackage) => tokenPackage.validityDays)),
};

export interface AutoRefillSettings {
  enabled: boolean;
  threshold: number;
  packageId: TokenPackageId;
}

export interface AutoRefillState extends AutoRefillSettings {
  /** a card is stored with iyzico (we keep only its token): refills can be charged */
  cardStored: boolean;
  /** why the last refill turned auto-refill off (a declined card), until the user saves the settings again */
  stoppedReason?: string;
}

export interface TokenOverview {
  balance: TokenBalance;
  packages: typeof tokenPackages;
  autoRefill: AutoRefillState;
}

// ----- PUT /private/tokens/auto-refill -----

export const autoRefillSchema = z.object({
  enabled: z.boolean(),
  threshold: z
    .int('Eşik bir tam sayı olmalı.')
    .check(
      z.gte(autoRefillThreshold.min, `Eşik en az ${autoRefillThreshold.min} olmalı.`),
      z.lte(autoRefillThreshold.max, `Eşik en fazla ${autoRefillThreshold.max} olabilir.`),
    ),
  packageId: z.enum(tokenPackageIds),
});

// ----- POST /private/tokens/checkout -----

/** Without the ticked box of the contracts (lambdas/contracts/sale-contracts.ts), no payment page opens. */
export const contractsNotAccepted =
  'Ödemeye geçmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini okuyup kabul etmelisin.';

export const checkoutSchema = z.object({
  packageId: z.enum(tokenPackageIds),
  method: z.enum(paymentMethods),
  acceptedContracts: z.literal(true, contractsNotAccepted),
});
export type CheckoutRequest = z.infer<typeof checkoutSchema>;

export interface CheckoutAnswer {
  orderId: string;
  /** the provider's hosted payment page: the browser goes there to pay */
  paymentPageUrl: string;
}

// ----- POST /payments/iyzico/callback (the provider's browser post) -----

export const paymentCallbackSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

// ----- GET /private/tokens/orders/{orderId} -----

export const orderIdParamsSchema = z.object({
  orderId: z.string().check(z.regex(/^[0-9a-z]{8,40}$/, 'Geçersiz sipariş numarası.')),
});

export interface TokenOrder {
  id: string;
  packageId: TokenPackageId;
  packageName: string;
  /** tokens and bonus tokens credited (or to be credited) */
  tokens: number;
  price: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** charged by auto-refill to the stored card */
  autoRefill: boolean;
  status: OrderStatus;
  createdAt: string;
  paidAt?: string;
  /** why a payment failed, in the provider's words (Turkish) */
  failureReason?: string;
  refundedAt?: string;
  /** until when the buyer may take the purchase back; only while a paid order still may be */
  refundableUntil?: string;
  /** paid with a card the bank takes no refunds to (a prepaid card): support can help instead */
  cardTakesNoRefunds?: true;
  /** until when a pending checkout can still be paid (then it expires); only while the buyer may cancel it */
  payableUntil?: string;
  /** the contracts accepted for it are kept (GET .../contract answers them) */
  contractKept?: true;
}

// ----- GET /private/tokens/orders/{orderId}/contract -----

/**
 * The texts the buyer accepted for an order, exactly as stored: `sha256` is the hex SHA-256 of the UTF-8 bytes of
 * `preInformation`, a blank line and `distanceSales`, so anyone can check a copy against it.
 */
export interface OrderContract {
  orderId: string;
  preInformation: string;
  distanceSales: string;
  sha256: string;
  acceptedAt: string;
  /** `checkout`: the ticked box before the payment page; `auto-refill`: the terms agreed to by turning it on */
  acceptedBy: 'checkout' | 'auto-refill';
}

// ----- GET /private/tokens/history -----

export const historyQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const ledgerReasons = [
  'WELCOME',
  'EVENT_CREATED',
  'EVENT_PUBLISHED',
  'EVENT_CANCELLED_REFUND',
  'PURCHASE',
  'PURCHASE_BONUS',
  'PURCHASE_REFUNDED',
  'TOKENS_EXPIRED',
  // earned by the rules of the Earn Tokens tab (lambdas/contracts/rewards.ts)
  'EARNED_EVENT_COMPLETED',
  'EARNED_FIVE_STAR_RATING',
  'EARNED_REFERRAL',
  'EARNED_MONTHLY_HOST',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

export interface LedgerLine {
  kind: 'ledger';
  id: string;
  at: string;
  delta: number;
  reason: LedgerReason;
  eventId?: string;
  orderId?: string;
}

export interface OrderLine {
  kind: 'order';
  id: string;
  at: string;
  order: TokenOrder;
}

export interface TokenHistoryPage {
  items: (LedgerLine | OrderLine)[];
  /** pass back as `cursor` for the next (older) page; absent on the last page */
  nextCursor?: string;
}

/**
 * Where the payment callback sends the browser back: the Tokens page, with the order to show (or `payment=unknown`
 * for a callback that named no order of ours).
 */
export const tokensPagePath = '/dashboard/tokens';
export function tokensPageUrl(siteUrl: string, query: { order: string } | { payment: 'unknown' }): string {
  return `${siteUrl.replace(/\/$/, '')}${tokensPagePath}?${new URLSearchParams(query).toString()}`;
}
