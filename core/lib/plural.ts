/** A noun's singular and plural: 'elf scene' / 'elf scenes'. */
export interface Noun {
  one: string;
  many: string;
}

/** '1 recipe', '2,000 recipes': a count with its noun in the right number. */
export const countOf = (n: number, noun: Noun): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? noun.one : noun.many}`;
