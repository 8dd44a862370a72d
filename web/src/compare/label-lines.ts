/**
 * A chart label as lines of at most `width` characters, broken between words (a longer word keeps
 * a line of its own). The chart's axis has room for short lines only: on a phone, a product's
 * series name on one line was cut off at the canvas's edge.
 */
export function labelLines(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= width) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}
