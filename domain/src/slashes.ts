// Loops, not /\/+$/: a regular expression anchored at the end retries from every slash of a long
// run, which is quadratic on request paths like '/a' + '/'.repeat(50_000) + 'x'.

/** The text without the slashes at its end. */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end--;
  return text.slice(0, end);
}

/** The text without the slashes at its start. */
export function withoutLeadingSlashes(text: string): string {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === 47) start++;
  return text.slice(start);
}
