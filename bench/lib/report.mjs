/** Shared helpers: every benchmark prints its measurements as ratios against a baseline from the same run. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function timeRuns(runs, work) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await work(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

export function printRows(title, rows) {
  console.info(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const ratio = row.baseline ? (row.value / row.baseline).toFixed(2) : '-';
    const verdict =
      row.budgetRatio === undefined
        ? ''
        : Number(ratio) <= row.budgetRatio
          ? '  within budget'
          : '  OVER BUDGET';
    console.info(
      `  ${row.name.padEnd(width)}  ${row.value.toFixed(2).padStart(10)} ${row.unit}  ratio ${ratio}${verdict}`,
    );
  }
}
