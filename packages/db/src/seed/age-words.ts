const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** An age as a biography writes it: 35 -> "thirty-five", 90 -> "ninety", 104 -> "one hundred and four". */
export function ageInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 199) return String(n);
  if (n >= 100) return n === 100 ? "one hundred" : `one hundred and ${ageInWords(n - 100)}`;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}
