import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webSource = path.join(__dirname, '../../../web/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx|ts|css)$/.test(entry.name) ? [full] : [];
  });
}

describe('letter case in the SPA', () => {
  it('never upper-cases text with CSS, because under lang="tr" English labels turn into "PHYSİCAL" and "ONLİNE"', () => {
    const offenders = sourceFiles(webSource).filter((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
      return /["'`\s]uppercase["'`\s]|text-transform:\s*uppercase/.test(code);
    });
    expect(offenders.map((file) => path.relative(webSource, file))).toEqual([]);
  });
});
