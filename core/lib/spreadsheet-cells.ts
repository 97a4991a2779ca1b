/**
 * Cells of the CSV files the admin downloads, made safe to open in a spreadsheet. A spreadsheet
 * runs a cell as a formula when it starts with =, +, -, @, a tab or a carriage return, and it may
 * split a cell where we did not: Excel in a semicolon locale reads `;=1+8` in a comma-separated
 * file as two cells, the second live. So every place where a cell could start (the cell's start,
 * and after each character some spreadsheet splits on) gets an apostrophe before a formula start.
 * Apostrophes already there before one get another, so `spreadsheetText` restores the value
 * exactly: the export imports back unchanged.
 */

/** Characters some spreadsheet splits a line's cells on (its list separator) or starts a row at. */
const CELL_BREAK = '[,;\\t\\r\\n]';
/** What starts a formula, after whatever apostrophes stand before it. */
const FORMULA_AHEAD = "(?='*[=+\\-@\\t\\r])";

// Looked behind, not matched: a break that is also a formula start (a tab) stays in the text the
// next place is looked for in.
const CELL_START = `(?<=^|${CELL_BREAK})`;
const UNSAFE_START = new RegExp(`${CELL_START}${FORMULA_AHEAD}`, 'g');
const NEUTRALIZED_START = new RegExp(`${CELL_START}'${FORMULA_AHEAD}`, 'g');

/** A cell a spreadsheet shows as the text it is, wherever it splits it. */
export const spreadsheetSafe = (value: string): string => value.replace(UNSAFE_START, "'");

/** The value spreadsheetSafe was given: each apostrophe it added is removed. */
export const spreadsheetText = (cell: string): string => cell.replace(NEUTRALIZED_START, '');
