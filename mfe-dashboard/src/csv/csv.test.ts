import { csvCell, csvFileName, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Billing, EU')).toBe('"Billing, EU"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are numbers, not text: a negative change stays a number.
    expect(csvCell(-2)).toBe('-2');
  });

  it('starts with a UTF-8 byte order mark and ends rows with CRLF', () => {
    expect(toCsv([['Name', 'Created'], ['Zoë', 3]])).toBe('\uFEFFName,Created\r\nZoë,3\r\n');
  });

  it('names files after what they hold and the period', () => {
    expect(csvFileName('created-resolved', '2026-11-01', '2026-11-30')).toBe('switchboard-created-resolved-2026-11-01_2026-11-30.csv');
    expect(csvFileName('By category', '2026-11-01', '2026-11-30')).toBe('switchboard-by-category-2026-11-01_2026-11-30.csv');
  });
});
