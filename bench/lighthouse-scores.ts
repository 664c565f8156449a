/** What the bench keeps of a Lighthouse report: the four category scores, the paint metrics and what failed. */
import type { Result } from 'lighthouse';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** audits of the four categories scoring below 0.9, the list to work from when a score drops */
  belowPar: string[];
}

/** Lighthouse scores are 0-1 (null when a category could not run, which counts as 0). */
const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

function metric(report: Pick<Result, 'audits'>, id: string, digits = 0): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no ${id} value`);
  return Number(value.toFixed(digits));
}

export function figuresOf(report: Pick<Result, 'audits' | 'categories'>): LighthouseFigures {
  const score = (id: (typeof lighthouseCategories)[number]) => percent(report.categories[id]?.score);
  const belowPar = new Set<string>();
  for (const id of lighthouseCategories) {
    for (const { id: auditId } of report.categories[id]?.auditRefs ?? []) {
      const { score: auditScore, scoreDisplayMode } = report.audits[auditId] ?? {};
      const scored = scoreDisplayMode === 'binary' || scoreDisplayMode === 'numeric';
      if (scored && auditScore !== null && auditScore !== undefined && auditScore < 0.9) {
        belowPar.add(auditId);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: metric(report, 'first-contentful-paint'),
    largestContentfulPaintMs: metric(report, 'largest-contentful-paint'),
    totalBlockingTimeMs: metric(report, 'total-blocking-time'),
    cumulativeLayoutShift: metric(report, 'cumulative-layout-shift', 3),
    belowPar: [...belowPar].sort(),
  };
}

/**
 * Lighthouse's own advice for a noisy machine: run several times and keep the run with the median performance
 * score (a whole run, so its metrics belong together).
 */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs to choose from');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
