/** `a`, `a or b`, `a, b or c`. */
export function joinWords(words: readonly string[], conjunction: "or" | "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

export function joinNames(names: readonly string[], conjunction: "or" | "and"): string {
  return joinWords(
    names.map((n) => `"${n}"`),
    conjunction,
  );
}

export function shortText(text: string, max = 48): string {
  return cutText(text.replace(/\s+/g, " "), max);
}

/** Counts code points, so a surrogate pair is never split. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  // `max + 1` code points take at most `2 * max + 2` code units.
  const chars = Array.from(text.slice(0, 2 * max + 2));
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}
