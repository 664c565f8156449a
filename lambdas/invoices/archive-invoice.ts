/**
 * The e-Arşiv invoice of an order in Nilvera's documented model (`POST /earchive/Send/Model`, its `ArchiveInvoice`:
 * InvoiceInfo, CompanyInfo, CustomerInfo, InvoiceLines, Notes), built from the stored request alone, so a retry
 * sends the same document. An internet sale (VUK 509's e-Arşiv for online sales): the web site, the payment
 * method, the payment agent and the payment date are on it.
 */
import { invoiceSeries } from '../contracts/invoices';
import type { Seller } from '../contracts/seller';
import type { InvoiceRecord } from './invoice-record';

/** The parts of Nilvera's `PartyInfoDto` an invoice of Squad's fills. */
export interface PartyInfo {
  TaxNumber: string;
  Name: string;
  TaxOffice?: string;
  Address: string;
  City: string;
  Country: string;
  Phone?: string;
  Mail: string;
  WebSite?: string;
}

/** The parts of Nilvera's `ArchiveInvoiceDto` an invoice of Squad's fills. */
export interface ArchiveInvoice {
  InvoiceInfo: {
    UUID: string;
    InvoiceType: 'SATIS';
    /** the series: the integrator assigns the number in it */
    InvoiceSerieOrNumber: string;
    IssueDate: string;
    CurrencyCode: string;
    ExchangeRate?: number;
    SalesPlatform: 'INTERNET';
    SendType: 'ELEKTRONIK';
    OrderReference: { Value: string; IssueDate: string };
    InternetInfo: { WebSite: string; PaymentMethod: string; PaymentAgentName: string; PaymentDate: string };
    LineExtensionAmount: number;
    GeneralAllowanceTotal: number;
    KdvTotal: number;
    PayableAmount: number;
  } & Partial<Record<`GeneralKDV${number}Total`, number>>;
  CompanyInfo: PartyInfo;
  CustomerInfo: PartyInfo;
  InvoiceLines: {
    Index: string;
    Name: string;
    Quantity: number;
    /** UN/ECE rec. 20: C62, "one" (a unit) */
    UnitType: 'C62';
    Price: number;
    AllowanceTotal: number;
    KDVPercent: number;
    KDVTotal: number;
  }[];
  Notes: string[];
}

/**
 * A consumer who gave no identity number: GİB's rule for e-Arşiv invoices to a person without one is the 11-digit
 * placeholder 11111111111 (the invoice stays valid up to the limit a mali müşavir confirms).
 */
export const unknownConsumerTaxNumber = '11111111111';

/** "Bağdat Cad. 1, Kadıköy/İstanbul" -> "İstanbul": the city is the address's last part after a slash. */
export const cityOf = (address: string): string => address.split('/').at(-1)!.trim();

export function archiveInvoice(
  request: InvoiceRecord,
  parties: { seller: Seller; buyer: { name: string; email: string }; siteUrl: string },
  exchangeRate?: string,
): ArchiveInvoice {
  const { amounts } = request;
  const net = Number(amounts.net);
  const kdv = Number(amounts.kdv);
  const bonus = request.line.bonusTokens > 0 ? ` + ${request.line.bonusTokens} bonus` : '';
  const { seller, buyer, siteUrl } = parties;
  return {
    InvoiceInfo: {
      UUID: request.ettn,
      InvoiceType: 'SATIS',
      InvoiceSerieOrNumber: invoiceSeries,
      IssueDate: request.paidAt,
      CurrencyCode: request.currency,
      ...(exchangeRate === undefined ? {} : { ExchangeRate: Number(exchangeRate) }),
      SalesPlatform: 'INTERNET',
      SendType: 'ELEKTRONIK',
      OrderReference: { Value: request.orderId, IssueDate: request.paidAt },
      InternetInfo: {
        WebSite: siteUrl,
        PaymentMethod: 'KREDIKARTI/BANKAKARTI',
        PaymentAgentName: 'iyzico',
        PaymentDate: request.paidAt,
      },
      LineExtensionAmount: net,
      GeneralAllowanceTotal: 0,
      [`GeneralKDV${amounts.ratePercent}Total`]: kdv,
      KdvTotal: kdv,
      PayableAmount: Number(amounts.total),
    },
    CompanyInfo: {
      TaxNumber: seller.taxNumber,
      Name: seller.tradeName,
      TaxOffice: seller.taxOffice,
      Address: seller.address,
      City: cityOf(seller.address),
      Country: 'Türkiye',
      Phone: seller.phone,
      Mail: seller.email,
      WebSite: siteUrl,
    },
    CustomerInfo: {
      TaxNumber: unknownConsumerTaxNumber,
      Name: buyer.name,
      // Squad sells a digital service and keeps no postal address.
      Address: 'Belirtilmedi',
      City: 'Belirtilmedi',
      Country: 'Türkiye',
      Mail: buyer.email,
    },
    InvoiceLines: [
      {
        Index: '1',
        Name: `${request.line.name} (${request.line.tokens} token${bonus})`,
        Quantity: 1,
        UnitType: 'C62',
        Price: net,
        AllowanceTotal: 0,
        KDVPercent: amounts.ratePercent,
        KDVTotal: kdv,
      },
    ],
    Notes: [`Sipariş numarası: ${request.orderId}`],
  };
}
