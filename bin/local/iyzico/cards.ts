/**
 * iyzico's published sandbox test cards (iyzipay's README, docs.iyzico.com "Test Cards") and what each does,
 * with iyzico's error codes, groups and messages (docs.iyzico.com "Error Codes"). Any expiry date in the future
 * and any CVC go with them, as in iyzico's sandbox.
 */

/** An error as iyzico answers it: the message follows the request's locale. */
export interface IyzicoError {
  readonly code: string;
  readonly group: string;
  readonly message: { readonly tr: string; readonly en: string };
}

export type CardOutcome =
  | { readonly kind: 'success'; readonly refundable: boolean }
  | { readonly kind: 'declined'; readonly error: IyzicoError; readonly fraudStatus: number }
  /** the bank's 3-D Secure check fails after the code is entered (its mdStatus is not 1) */
  | { readonly kind: 'threeDsFailed'; readonly mdStatus: number; readonly error: IyzicoError }
  /** the 3-D Secure step cannot even start */
  | { readonly kind: 'threeDsNotStarted'; readonly error: IyzicoError };

export interface TestCard {
  readonly number: string;
  /** shown on the payment page beside the number */
  readonly description: string;
  readonly outcome: CardOutcome;
  /** iyzico's `cardType` of the card; a credit card unless said */
  readonly cardType?: 'CREDIT_CARD' | 'DEBIT_CARD' | 'PREPAID_CARD';
}

/**
 * iyzico publishes no error code for the 3-D Secure outcomes (its callback reports only mdStatus), so the sandbox
 * names them itself; the messages are iyzico's descriptions of those mdStatus values.
 */
const threeDsError = (code: string, tr: string, en: string): IyzicoError => ({
  code,
  group: 'THREEDS_FAILED',
  message: { tr, en },
});

export const testCards: readonly TestCard[] = [
  {
    number: '5528790000000008',
    description: 'Başarılı ödeme',
    outcome: { kind: 'success', refundable: true },
  },
  {
    number: '5406670000000009',
    description: 'Başarılı ödeme, ön ödemeli kart: iade edilemez',
    outcome: { kind: 'success', refundable: false },
    // The sandbox's model of a card the bank takes no refunds to: a prepaid card, reported as such with the payment.
    cardType: 'PREPAID_CARD',
  },
  {
    number: '4111111111111129',
    description: 'Yetersiz bakiye',
    outcome: {
      kind: 'declined',
      fraudStatus: 1,
      error: {
        code: '10051',
        group: 'NOT_SUFFICIENT_FUNDS',
        message: {
          tr: 'Kart limiti yetersiz, yetersiz bakiye',
          en: 'Insufficient card limit, insufficient balance',
        },
      },
    },
  },
  {
    number: '4121111111111119',
    description: 'Dolandırıcılık şüphesi',
    outcome: {
      kind: 'declined',
      fraudStatus: -1,
      error: {
        code: '10034',
        group: 'FRAUD_SUSPECT',
        message: { tr: 'Dolandırıcılık şüphesi', en: 'Payment failed to pass security check' },
      },
    },
  },
  {
    number: '4131111111111117',
    description: '3-D Secure doğrulaması başarısız (mdStatus 0)',
    outcome: {
      kind: 'threeDsFailed',
      mdStatus: 0,
      error: threeDsError(
        'MD_STATUS_0',
        '3-D Secure imzası geçersiz veya doğrulama başarısız',
        '3-D Secure signature is invalid or verification failed',
      ),
    },
  },
  {
    number: '4141111111111115',
    description: '3-D Secure doğrulaması başarısız (mdStatus 4)',
    outcome: {
      kind: 'threeDsFailed',
      mdStatus: 4,
      error: threeDsError(
        'MD_STATUS_4',
        'Doğrulama denemesi, kart sahibi sisteme daha sonra kayıt olmayı seçmiş',
        'Verification attempt: the cardholder chose to enrol later',
      ),
    },
  },
  {
    number: '4151111111111112',
    description: '3-D Secure başlatılamaz',
    outcome: {
      kind: 'threeDsNotStarted',
      error: threeDsError(
        'THREEDS_INITIALIZE_FAILED',
        '3D Secure başlatılamadı',
        '3D Secure initialize failed',
      ),
    },
  },
];

/**
 * How the bank refuses to refund a card that cannot be refunded (5406670000000009): iyzico's published outcome
 * gives no code, so the sandbox answers the bank's "invalid transaction".
 */
export const refundNotPermitted: IyzicoError = {
  code: '10012',
  group: 'INVALID_TRANSACTION',
  message: { tr: 'Geçersiz işlem', en: 'Invalid transaction' },
};

export function testCard(number: string): TestCard | undefined {
  return testCards.find((card) => card.number === number);
}

/** What a stored card's saved details say about it, as iyzico's card storage answers them. */
export function cardDetails(number: string) {
  return {
    binNumber: number.slice(0, 8),
    lastFourDigits: number.slice(-4),
    cardType: testCard(number)?.cardType ?? 'CREDIT_CARD',
    cardAssociation: number.startsWith('4') ? 'VISA' : 'MASTER_CARD',
    cardFamily: number.startsWith('4') ? 'Bonus' : 'Paraf',
  };
}
