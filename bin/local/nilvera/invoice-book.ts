/**
 * The stand-in's book of issued e-Arşiv invoices, numbered as Nilvera (and GİB's rule) numbers them: per series and
 * year, from 1, with no gaps. Taking a number and recording the invoice happen in one synchronous step, so
 * concurrent requests each get the next number and a second request with the same ETTN finds the first. The book is
 * written to the data folder after every change (writes queued one after another), so a restart continues the
 * sequence the table's invoices already carry.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invoiceNumber } from '../../../lambdas/contracts/invoices';
import { istanbulParts } from '../../../lambdas/contracts/istanbul-time';

export interface BookedInvoice {
  uuid: string;
  invoiceNumber: string;
  issueDate: string;
  /** when the stand-in took it */
  receivedAt: string;
  cancelledAt?: string;
  /** the request's `ArchiveInvoice`, as sent */
  model: Record<string, unknown>;
}

interface BookFile {
  /** the last number given, by `<series><year>` */
  sequences: Record<string, number>;
  invoices: BookedInvoice[];
}

/** The year an invoice dated `issueDate` belongs to: Turkey's calendar year. */
export const invoiceYear = (issueDate: string): number =>
  Number(istanbulParts(new Date(issueDate)).date.slice(0, 4));

export class InvoiceBook {
  private readonly byUuid = new Map<string, BookedInvoice>();
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    private readonly sequences: Record<string, number>,
    invoices: BookedInvoice[],
  ) {
    for (const invoice of invoices) this.byUuid.set(invoice.uuid, invoice);
  }

  /** The book kept in `file` (created on first write), or in memory only. */
  static async open(file?: string): Promise<InvoiceBook> {
    const stored = file ? await readBook(file) : undefined;
    return new InvoiceBook(file, stored?.sequences ?? {}, stored?.invoices ?? []);
  }

  get(uuid: string): BookedInvoice | undefined {
    return this.byUuid.get(uuid.toLowerCase());
  }

  /** Newest first. */
  all(): BookedInvoice[] {
    return [...this.byUuid.values()].reverse();
  }

  /**
   * Issues the invoice under the next number of its series and year; an ETTN issued before is answered as a
   * duplicate, unchanged. Resolves once the book is written.
   */
  async issue(
    uuid: string,
    series: string,
    issueDate: string,
    model: Record<string, unknown>,
    now: Date,
  ): Promise<{ duplicate: boolean; invoice: BookedInvoice }> {
    const existing = this.get(uuid);
    if (existing) return { duplicate: true, invoice: existing };
    const year = invoiceYear(issueDate);
    const sequenceKey = `${series}${year}`;
    const sequence = (this.sequences[sequenceKey] ?? 0) + 1;
    this.sequences[sequenceKey] = sequence;
    const invoice: BookedInvoice = {
      uuid: uuid.toLowerCase(),
      invoiceNumber: invoiceNumber(series, year, sequence),
      issueDate,
      receivedAt: now.toISOString(),
      model,
    };
    this.byUuid.set(invoice.uuid, invoice);
    await this.save();
    return { duplicate: false, invoice };
  }

  /** Cancels an issued invoice; false when it was cancelled before. */
  async cancel(uuid: string, now: Date): Promise<boolean> {
    const invoice = this.get(uuid);
    if (!invoice || invoice.cancelledAt) return false;
    invoice.cancelledAt = now.toISOString();
    await this.save();
    return true;
  }

  private save(): Promise<void> {
    const { file } = this;
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify({ sequences: this.sequences, invoices: [...this.byUuid.values()] });
    this.saving = this.saving.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    });
    return this.saving;
  }
}

async function readBook(file: string): Promise<BookFile | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BookFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
