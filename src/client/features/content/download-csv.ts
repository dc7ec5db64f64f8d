/** Builds a CSV (RFC 4180, formula-safe) and hands it to the browser as a download. */
export function downloadCsv(fileName: string, header: string[], rows: Array<Array<string | number | null>>) {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    let text = String(value);
    // Spreadsheet apps run cells starting with these as formulas.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const csv = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
