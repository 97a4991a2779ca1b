import { spreadsheetSafe, spreadsheetText } from './spreadsheet-cells';

/** Where a cell could start once a spreadsheet splits it on any of its separators. */
const startsOf = (cell: string) => cell.split(/[,;\t\r\n]/);

const VALUES = [
  '=SUM(A1)',
  '+1 -2 @me',
  '-3',
  '@cmd',
  '\t=1',
  '\r=1',
  'note;=1+8',
  'note,+1',
  'a\t@b',
  'a;;=1',
  'line\n-2',
  "'=already",
  "x;''+y",
  "it's fine; really",
  '',
  'plain',
];

describe('spreadsheet cells', () => {
  it.each(VALUES)('%j starts no formula after any separator', (value) => {
    for (const start of startsOf(spreadsheetSafe(value))) expect(start).not.toMatch(/^[=+\-@]/);
  });

  it('neutralizes a formula after a semicolon, for a semicolon-locale Excel', () => {
    expect(spreadsheetSafe(';=1+8')).toBe(";'=1+8");
    expect(spreadsheetSafe('Note ;=1+8')).toBe("Note ;'=1+8");
  });

  it('leaves text without a formula start as it is', () => {
    expect(spreadsheetSafe("it's fine; really, 3-2")).toBe("it's fine; really, 3-2");
  });

  it.each(VALUES)('%j reads back unchanged', (value) => {
    expect(spreadsheetText(spreadsheetSafe(value))).toBe(value);
  });
});
