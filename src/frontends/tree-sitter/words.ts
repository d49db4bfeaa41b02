/**
 * Where each word occurs, so the identifiers named `x` in a range are a binary search away; the first few words are
 * searched for alone, as most files never need the index.
 */
import { Buffer } from "node:buffer";
import type { Node } from "web-tree-sitter";
import type { Ancestors } from "./ancestors.js";

/**
 * Each with an ASCII twin, which must give the same words: most files are ASCII, and Unicode classes are slow to
 * compile and to run.
 */
export interface WordSyntax {
  /** Global, with the `u` flag. */
  readonly pattern: RegExp;
  /** Global, without Unicode classes. */
  readonly asciiPattern: RegExp;
  /** A word character's class, for the `u` flag. */
  readonly wordChar: string;
  /** Its ASCII members, as a class without the `u` flag. */
  readonly asciiWordChar: string;
  /** By default a match is its own key; C#'s `@name` stands for `name`. */
  readonly key?: (match: string) => string;
  /** Part of a match but not of its key (C#'s `@`). */
  readonly prefix?: string;
}

/** Distinct words searched for alone before the index is built. */
const ALONE_MAX = 16;

/** Every code unit beyond ASCII takes more than one byte in UTF-8. */
export function isAscii(text: string): boolean {
  return Buffer.byteLength(text, "utf8") === text.length;
}

/** Typed arrays grouped by word, not arrays per word, which a file of many distinct names would multiply. */
export class WordIndex {
  /** Built on first use; `first[id]` and `count[id]` slice `begins` and `ends`. */
  private words: Map<string, number> | undefined;
  private first = new Int32Array(0);
  private count = new Int32Array(0);
  private begins = new Int32Array(0);
  private ends = new Int32Array(0);

  constructor(
    readonly text: string,
    private readonly syntax: WordSyntax,
    private readonly aloneMax = ALONE_MAX,
  ) {}

  private readonly alone = new Map<string, readonly number[]>();

  private index(): Map<string, number> {
    if (!this.words) {
      const words = new Map<string, number>();
      // A counting sort groups them by word.
      const ids: number[] = [];
      const at: number[] = [];
      const to: number[] = [];
      const counts: number[] = [];
      const { text, syntax } = this;
      const key = syntax.key ?? ((match: string) => match);
      const pattern = this.ascii ? syntax.asciiPattern : syntax.pattern;
      for (const match of text.matchAll(pattern)) {
        const word = key(match[0]);
        let id = words.get(word);
        if (id === undefined) {
          id = words.size;
          words.set(word, id);
          counts.push(0);
        }
        counts[id]!++;
        ids.push(id);
        at.push(match.index);
        to.push(match.index + match[0].length);
      }
      const first = new Int32Array(words.size);
      for (let id = 1; id < first.length; id++) first[id] = first[id - 1]! + counts[id - 1]!;
      const next = Int32Array.from(first);
      this.begins = new Int32Array(ids.length);
      this.ends = new Int32Array(ids.length);
      for (let i = 0; i < ids.length; i++) {
        const slot = next[ids[i]!]!++;
        this.begins[slot] = at[i]!;
        this.ends[slot] = to[i]!;
      }
      this.first = first;
      this.count = Int32Array.from(counts);
      this.words = words;
    }
    return this.words;
  }

  #ascii: boolean | undefined;

  get ascii(): boolean {
    return (this.#ascii ??= isAscii(this.text));
  }

  private readonly wholeWords = new Map<string, boolean>();

  private isWord(word: string): boolean {
    let whole = this.wholeWords.get(word);
    if (whole === undefined) {
      const { syntax } = this;
      const matches = [...word.matchAll(isAscii(word) ? syntax.asciiPattern : syntax.pattern)];
      whole = matches.length === 1 && matches[0]![0] === word;
      this.wholeWords.set(word, whole);
    }
    return whole;
  }

  /** Without the index; C#'s `@new` is found at `new`, not at its `@`. */
  starts(word: string): readonly number[] {
    let found = this.alone.get(word);
    if (!found) {
      // What `(?<!C)word(?!C)` with the `u` flag finds, without compiling a Unicode regular expression per word.
      const { text, syntax } = this;
      const ascii = asciiTable(syntax.asciiWordChar);
      const wordCharAt = (i: number) => {
        const code = text.charCodeAt(i);
        if (code < 128) return ascii[code] === 1;
        if (i >= text.length) return false;
        const isWordChar = wordCharTest(syntax.wordChar);
        isWordChar.lastIndex = i;
        return isWordChar.test(text);
      };
      const hits: number[] = [];
      if (word.length > 0) {
        for (let i = text.indexOf(word); i >= 0;) {
          if ((i === 0 || !wordCharAt(codePointBefore(text, i))) && !wordCharAt(i + word.length)) {
            hits.push(i);
            i = text.indexOf(word, i + word.length);
          } else {
            i = text.indexOf(word, i + 1);
          }
        }
      }
      found = hits;
      this.alone.set(word, found);
    }
    return found;
  }

  /**
   * As ranges (C#'s `@name` from its `@`). The search alone and the index differ only where a C# word follows a digit
   * (`1d`: the index has `d`), which no identifier does in a file that parses.
   */
  *within(word: string, start: number, end: number): Generator<readonly [number, number]> {
    if (this.words === undefined && (this.alone.has(word) || this.alone.size < this.aloneMax)) {
      if (!this.isWord(word)) return; // the index has no such word either (`a$` in C#)
      const hits = this.starts(word);
      const { text } = this;
      const prefix = this.syntax.prefix;
      let lo = 0;
      let hi = hits.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (hits[mid]! < start) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < hits.length; i++) {
        const hit = hits[i]!;
        const from = prefix !== undefined && text.startsWith(prefix, hit - prefix.length) ? hit - prefix.length : hit;
        if (from >= end) break;
        if (from >= start) yield [from, hit + word.length];
      }
      return;
    }
    const id = this.index().get(word);
    if (id === undefined) return;
    const { begins: starts, ends } = this;
    let lo = this.first[id]!;
    let hi = lo + this.count[id]!;
    const stop = hi;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < stop && starts[i]! < end; i++) yield [starts[i]!, ends[i]!];
  }
}

const wordCharTests = new Map<string, RegExp>();

function wordCharTest(wordChar: string): RegExp {
  let test = wordCharTests.get(wordChar);
  if (!test) wordCharTests.set(wordChar, (test = new RegExp(wordChar, "uy")));
  return test;
}

const asciiTables = new Map<string, Uint8Array>();

function asciiTable(asciiWordChar: string): Uint8Array {
  let table = asciiTables.get(asciiWordChar);
  if (!table) {
    const test = new RegExp(asciiWordChar);
    table = new Uint8Array(128);
    for (let code = 0; code < 128; code++) table[code] = test.test(String.fromCharCode(code)) ? 1 : 0;
    asciiTables.set(asciiWordChar, table);
  }
  return table;
}

/** Where the code point that ends at `i` (> 0) starts. */
function codePointBefore(text: string, i: number): number {
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return i - 2;
  }
  return i - 1;
}

/**
 * Each occurrence is checked in the tree, as a word in a string or comment is no identifier; `accept` filters them by
 * where they end before that lookup.
 */
export function* identifiersNamed(
  ancestors: Ancestors,
  words: WordIndex,
  name: string,
  start: number,
  end: number,
  type = "identifier",
  accept?: (end: number) => boolean,
): Generator<Node> {
  for (const [at, stop] of words.within(name, start, end)) {
    if (accept && !accept(stop)) continue;
    const node = ancestors.descendantForIndex(at, stop);
    if (node?.type === type && node.startIndex === at && node.endIndex === stop) yield node;
  }
}
