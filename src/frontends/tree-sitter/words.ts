/**
 * Where each word of a source text starts, found once per file on first use: the identifiers named `x` in a
 * range are a binary search away, instead of a regular expression over the range's text or a walk of its
 * nodes per question.
 */
import type { Node } from "web-tree-sitter";
import type { Ancestors } from "./ancestors.js";

/** The words of a text, by the word (as `key` spells it), with where each occurrence starts and ends. */
export class WordIndex {
  private words: Map<string, { starts: number[]; ends: number[] }> | undefined;

  /**
   * @param text the source text
   * @param pattern a global regular expression matching one word
   * @param key the word a match stands for (by default the match itself; C#'s `@name` stands for `name`)
   */
  constructor(
    readonly text: string,
    private readonly pattern: RegExp,
    private readonly key: (match: string) => string = (match) => match,
  ) {}

  private index(): Map<string, { starts: number[]; ends: number[] }> {
    if (!this.words) {
      const words = new Map<string, { starts: number[]; ends: number[] }>();
      for (const match of this.text.matchAll(this.pattern)) {
        const word = this.key(match[0]);
        let list = words.get(word);
        if (!list) {
          list = { starts: [], ends: [] };
          words.set(word, list);
        }
        list.starts.push(match.index);
        list.ends.push(match.index + match[0].length);
      }
      this.words = words;
    }
    return this.words;
  }

  /** Where a word occurs, in text order. */
  starts(word: string): readonly number[] {
    return this.index().get(word)?.starts ?? [];
  }

  /** The occurrences of a word that start in `[start, end)`, in text order, as `[start, end)` ranges. */
  *within(word: string, start: number, end: number): Generator<readonly [number, number]> {
    const list = this.index().get(word);
    if (!list) return;
    const { starts, ends } = list;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < starts.length && starts[i]! < end; i++) yield [starts[i]!, ends[i]!];
  }
}

/**
 * The identifiers named `name` whose text starts in `[start, end)`, in document order: found through the word
 * index, then checked in the tree (a word in a string or a comment is no identifier).
 */
export function* identifiersNamed(
  ancestors: Ancestors,
  words: WordIndex,
  name: string,
  start: number,
  end: number,
  type = "identifier",
): Generator<Node> {
  for (const [at, stop] of words.within(name, start, end)) {
    const node = ancestors.descendantForIndex(at, stop);
    if (node?.type === type && node.startIndex === at && node.endIndex === stop) yield node;
  }
}
