import type { Result } from 'lighthouse';
import { figuresOf, medianRun, type LighthouseFigures } from '../../../bench/lighthouse-scores';

type Report = Pick<Result, 'audits' | 'categories'>;

function audit(id: string, score: number | null, numericValue?: number, mode = 'numeric') {
  return { id, title: id, description: '', score, scoreDisplayMode: mode, numericValue };
}

function category(id: string, score: number | null, auditIds: string[]) {
  return { id, title: id, score, auditRefs: auditIds.map((auditId) => ({ id: auditId, weight: 1 })) };
}

function report(performanceScore: number | null = 0.954): Report {
  const audits = [
    audit('first-contentful-paint', 0.93, 1612.4),
    audit('largest-contentful-paint', 0.97, 1987.6),
    audit('total-blocking-time', 0.6, 312.5),
    audit('cumulative-layout-shift', 1, 0.01234),
    audit('heading-order', 0, undefined, 'binary'),
    audit('image-alt', 1, undefined, 'binary'),
    audit('uses-http2', null, undefined, 'notApplicable'),
    audit('geolocation-on-start', 0, undefined, 'binary'),
  ];
  return {
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
    categories: {
      performance: category('performance', performanceScore, [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]),
      accessibility: category('accessibility', 0.98, ['heading-order', 'image-alt']),
      'best-practices': category('best-practices', 0.96, ['geolocation-on-start', 'uses-http2']),
      seo: category('seo', 1, []),
    },
  } as unknown as Report;
}

describe('figuresOf', () => {
  it('turns the four category scores into whole percentages', () => {
    expect(figuresOf(report())).toMatchObject({
      performance: 95,
      accessibility: 98,
      bestPractices: 96,
      seo: 100,
    });
  });

  it('counts a category Lighthouse could not score as 0', () => {
    expect(figuresOf(report(null)).performance).toBe(0);
  });

  it('keeps the paint and blocking metrics in whole milliseconds and the layout shift to 3 decimals', () => {
    expect(figuresOf(report())).toMatchObject({
      firstContentfulPaintMs: 1612,
      largestContentfulPaintMs: 1988,
      totalBlockingTimeMs: 313,
      cumulativeLayoutShift: 0.012,
    });
  });

  it('lists the scored audits below 0.9 and leaves out passed and not applicable ones', () => {
    expect(figuresOf(report()).belowPar).toEqual([
      'geolocation-on-start',
      'heading-order',
      'total-blocking-time',
    ]);
  });

  it('refuses a report without the metrics instead of writing zeros', () => {
    const broken = report();
    delete (broken.audits as Record<string, unknown>)['largest-contentful-paint'];
    expect(() => figuresOf(broken)).toThrow('largest-contentful-paint');
  });
});

describe('medianRun', () => {
  const run = (performance: number, largestContentfulPaintMs: number) =>
    ({ ...figuresOf(report()), performance, largestContentfulPaintMs }) as LighthouseFigures;

  it('keeps the whole run with the median performance score, not a mix of runs', () => {
    expect(medianRun([run(97, 1500), run(88, 3000), run(94, 2100)])).toMatchObject({
      performance: 94,
      largestContentfulPaintMs: 2100,
    });
  });

  it('takes the lower middle run of an even number, so the figure is never flattered', () => {
    expect(medianRun([run(97, 1500), run(90, 2500)]).performance).toBe(90);
  });

  it('refuses to choose from no runs', () => {
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});
