import type { Measure } from './load';

export type EndpointResult = {
  name: string;
  key: string;
  bytes: number;
  encoding: string | null;
  real: Measure;
  bare: Measure | null;
  /** real req/s ÷ bare req/s. */
  ratio: number | null;
};

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** The table printed after each run (and pasted into docs/performance.md). */
export function table(title: string, results: EndpointResult[]): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'non-2xx', 'bare req/s', 'ratio'];
  const rows = results.map((result) => [
    result.name,
    number(result.real.requestsPerSecond),
    String(result.real.p50),
    String(result.real.p99),
    `${formatBytes(result.bytes)}${result.encoding ? ` ${result.encoding}` : ''}`,
    String(result.real.non2xx + result.real.errors),
    result.bare ? number(result.bare.requestsPerSecond) : '-',
    result.ratio === null ? '-' : `${(result.ratio * 100).toFixed(0)} %`,
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => pad(cell, widths[column]!, column > 0)).join(' | ')} |`;
  return [
    `### ${title}`,
    '',
    line(header),
    `|${widths.map((width, column) => (column > 0 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
