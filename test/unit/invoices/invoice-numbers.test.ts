import { invoiceNumber, invoiceNumberSchema } from '../../../lambdas/contracts/invoices';
import { tokenPackages } from '../../../lambdas/contracts/tokens';
import { archiveInvoice } from '../../../lambdas/invoices/archive-invoice';
import { ettnOf, uuidV5 } from '../../../lambdas/invoices/ettn';
import { inLira } from '../../../lambdas/invoices/invoice-page';
import type { InvoiceRecord } from '../../../lambdas/invoices/invoice-record';
import { kdvSplit } from '../../../lambdas/contracts/kdv';
import { localSeller } from '../../../bin/local/config';

const kurus = (amount: number | string) => Math.round(Number(amount) * 100);

function request(price: string, currency: 'USD' | 'TRY' = 'USD'): InvoiceRecord {
  return {
    orderId: '20261105120000000abcdef0123456789',
    userId: 'user-1',
    ettn: ettnOf('20261105120000000abcdef0123456789'),
    status: 'requested',
    requestedAt: '2026-11-05T12:00:00.000Z',
    attempts: 0,
    paidAt: '2026-11-05T12:00:00.000Z',
    line: { packageId: 'popular', name: 'Popular Pack', tokens: 10, bonusTokens: 2 },
    amounts: kdvSplit(price),
    currency,
  };
}

const parties = {
  seller: localSeller,
  buyer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  siteUrl: 'https://squad.example',
};

describe('the invoice of an order', () => {
  it('has a line at the net price and a KDV that add up to what was charged, for every package', () => {
    for (const tokenPackage of tokenPackages) {
      const invoice = archiveInvoice(request(tokenPackage.price), parties);
      const {
        InvoiceInfo: info,
        InvoiceLines: [line],
      } = invoice;
      expect(kurus(info.LineExtensionAmount) + kurus(info.KdvTotal)).toBe(kurus(tokenPackage.price));
      expect(info.PayableAmount).toBe(Number(tokenPackage.price));
      expect(line).toMatchObject({
        Quantity: 1,
        Price: info.LineExtensionAmount,
        KDVPercent: 20,
        KDVTotal: info.KdvTotal,
      });
      expect(info.GeneralKDV20Total).toBe(info.KdvTotal);
    }
  });

  it('splits 17.99 into a net of 14.99 and a KDV of 3.00, to the kuruş', () => {
    const { InvoiceInfo: info } = archiveInvoice(request('17.99'), parties);
    expect([info.LineExtensionAmount, info.KdvTotal, info.PayableAmount]).toEqual([14.99, 3, 17.99]);
  });

  it('states the exchange rate of a foreign-currency sale and none for one in lira', () => {
    expect(archiveInvoice(request('17.99'), parties, '34.5000').InvoiceInfo).toMatchObject({
      CurrencyCode: 'USD',
      ExchangeRate: 34.5,
    });
    expect(archiveInvoice(request('100.00', 'TRY'), parties).InvoiceInfo.ExchangeRate).toBeUndefined();
  });

  it('converts an amount to lira rounded to the kuruş', () => {
    expect(inLira('3.00', '34.5000')).toBe('103.50');
    // 14.99 × 34.5678 = 518.171322
    expect(inLira('14.99', '34.5678')).toBe('518.17');
    // 0.05 × 34.55 = 1.7275: half a kuruş and more goes up
    expect(inLira('0.05', '34.55')).toBe('1.73');
  });

  it('names the series, the sale, the buyer and the seller', () => {
    const invoice = archiveInvoice(request('17.99'), parties);
    expect(invoice.InvoiceInfo).toMatchObject({
      InvoiceType: 'SATIS',
      InvoiceSerieOrNumber: 'SQD',
      SalesPlatform: 'INTERNET',
    });
    expect(invoice.CustomerInfo).toMatchObject({
      Name: 'Ayşe Yılmaz',
      Mail: 'ayse@example.com',
      TaxNumber: '11111111111',
    });
    expect(invoice.CompanyInfo).toMatchObject({
      Name: localSeller.tradeName,
      TaxNumber: localSeller.taxNumber,
    });
    expect(invoice.InvoiceLines[0].Name).toBe('Popular Pack (10 token + 2 bonus)');
  });
});

describe('the ETTN', () => {
  it('is RFC 9562 version 5 (the RFC example: www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('is the same for the same order and differs between orders', () => {
    expect(ettnOf('order-a')).toBe(ettnOf('order-a'));
    expect(ettnOf('order-a')).not.toBe(ettnOf('order-b'));
    expect(ettnOf('order-a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('the invoice number', () => {
  it('is the series, the year and a 9-digit sequence: 16 characters', () => {
    expect(invoiceNumber('SQD', 2026, 1)).toBe('SQD2026000000001');
    expect(invoiceNumber('SQD', 2026, 123456789)).toBe('SQD2026123456789');
    expect(invoiceNumberSchema.safeParse('SQD2026000000001').success).toBe(true);
    expect(invoiceNumberSchema.safeParse('SQD202600000001').success).toBe(false);
    expect(invoiceNumberSchema.safeParse('sqd2026000000001').success).toBe(false);
  });
});
