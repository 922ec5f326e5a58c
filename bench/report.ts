import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';

export interface Budget {
  op: '<=' | '>=' | '=';
  value: number;
}

export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  note?: string;
}

export const withinBudget = (figure: Figure) => {
  const { budget, value } = figure;
  if (!budget) return true;
  if (Number.isNaN(value)) return false;
  return budget.op === '<=' ? value <= budget.value : budget.op === '>=' ? value >= budget.value : value === budget.value;
};

export function printTable(figures: readonly Figure[]): void {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${Number.isInteger(f.value) ? f.value : f.value.toFixed(1)} ${f.unit}`.trim(),
    f.budget ? `${f.budget.op} ${f.budget.value} ${f.unit}`.trim() : '',
    f.budget ? (withinBudget(f) ? 'pass' : 'FAIL') : '',
    f.note ?? '',
  ]);
  const header = ['section', 'figure', 'value', 'budget', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export function writeResults(file: string, figures: readonly Figure[], details: Record<string, unknown>): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
        passed: figures.every(withinBudget),
        figures: figures.map((f) => ({ ...f, pass: f.budget ? withinBudget(f) : null })),
        details,
      },
      null,
      2,
    )}\n`,
  );
}
