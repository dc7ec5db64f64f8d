import { toCsv } from '@shared/csv';

/** Builds a CSV with the one writer (`@shared/csv`) and hands it to the browser as a download. */
export function downloadCsv(fileName: string, header: string[], rows: Array<Array<string | number | null>>) {
  const csv = toCsv(
    rows,
    header.map((h, i) => ({ header: h, value: (row: Array<string | number | null>) => row[i] })),
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
