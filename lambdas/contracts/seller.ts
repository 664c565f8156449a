/**
 * The selling company: who sells the tokens, as the distance-sales contracts, the receipts, the footer and the
 * "İletişim ve yasal bilgiler" page name it. Deploy configuration (`-c seller=...`, lib/seller.ts), handed to the
 * functions that need it (the `SELLER` variable) and to the SPA (/config.json), checked by this one schema.
 */
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.trim(), z.minLength(2), z.maxLength(max));

export const sellerSchema = z.object({
  /** ticaret unvanı, as registered */
  tradeName: text(200),
  /** MERSİS numarası: 16 digits */
  mersisNumber: z.string().check(z.regex(/^\d{16}$/, 'MERSİS numarası 16 haneli olmalı.')),
  /** vergi dairesi */
  taxOffice: text(100),
  /** vergi kimlik numarası (10 digits), or a sole trader's T.C. kimlik numarası (11) */
  taxNumber: z.string().check(z.regex(/^\d{10,11}$/, 'Vergi numarası 10 veya 11 haneli olmalı.')),
  address: text(400),
  phone: z.string().check(z.regex(/^\+?[0-9 ()-]{7,24}$/, 'Telefon numarası geçersiz.')),
  /** Kayıtlı Elektronik Posta: an address at a KEP provider (…@hs01.kep.tr) */
  kepAddress: z.email().check(z.regex(/\.kep\.tr$/i, 'KEP adresi .kep.tr ile bitmeli.')),
  email: z.email(),
  /** the Elektronik Ticaret Bilgi Sistemi registration number */
  etbisNumber: z.string().check(z.regex(/^[0-9A-Za-z-]{4,40}$/, 'ETBİS kayıt numarası geçersiz.')),
  /** made-up details (the local stack, cdk.json's example): the pages say so, and a live deploy refuses them */
  fictional: z.optional(z.literal(true)),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The seller's fields as the contact page, the contracts and the receipts label them, in this order. */
export const sellerFieldLabels = {
  tradeName: 'Ticaret unvanı',
  mersisNumber: 'MERSİS numarası',
  taxOffice: 'Vergi dairesi',
  taxNumber: 'Vergi numarası',
  address: 'Adres',
  phone: 'Telefon',
  kepAddress: 'KEP adresi',
  email: 'E-posta',
  etbisNumber: 'ETBİS kayıt numarası',
} as const satisfies Record<Exclude<keyof Seller, 'fictional'>, string>;

/** "Ticaret unvanı: …" lines, one a field. */
export const sellerLines = (seller: Seller): string[] =>
  (Object.keys(sellerFieldLabels) as (keyof typeof sellerFieldLabels)[]).map(
    (field) => `${sellerFieldLabels[field]}: ${seller[field]}`,
  );
