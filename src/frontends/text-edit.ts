/**
 * Text edits, the form in which every front end renders the model's edits (see FrontEnd.renderEdits): ESLint's
 * fixes are made from them in one place, and each language merges its own as its syntax needs.
 */

import type { RuleTextEdit, RuleTextEditor } from "@eslint/core";

/** A text replacement on a source file: `text` in place of `range`. */
export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

/** A removal of `[start, end)`. */
export const removal = (start: number, end: number): TextEdit => ({ range: [start, end], text: "" });

/** How `mergeEdits` treats edits that overlap (ESLint rejects overlapping edits in one fix). */
export interface MergeOptions {
  /**
   * `"drop-inner-removals"`: an edit equal to the one before is dropped, removals that overlap or touch become
   * one, a removal inside a replacement is dropped (the replacement rewrites that text already); other edits
   * stay as they are. `"join"`: any edit that overlaps the one before (starts before it ends) joins it, range
   * and text (the texts one after the other).
   */
  readonly overlaps: "drop-inner-removals" | "join";
}

/** The edits sorted by place, with overlapping ones merged as the options say. */
export function mergeEdits(edits: readonly TextEdit[], options: MergeOptions): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const result: TextEdit[] = [];
  for (const edit of sorted) {
    const last = result.at(-1);
    if (last && options.overlaps === "join") {
      if (edit.range[0] < last.range[1]) {
        result[result.length - 1] = {
          range: [last.range[0], Math.max(last.range[1], edit.range[1])],
          text: last.text + edit.text,
        };
        continue;
      }
    } else if (last) {
      if (last.range[0] === edit.range[0] && last.range[1] === edit.range[1] && last.text === edit.text) continue;
      if (last.text === "" && edit.text === "" && edit.range[0] <= last.range[1]) {
        result[result.length - 1] = removal(last.range[0], Math.max(last.range[1], edit.range[1]));
        continue;
      }
      if (edit.range[0] < last.range[1] && edit.range[1] <= last.range[1] && edit.text === "" && last.text !== "")
        continue;
    }
    result.push(edit);
  }
  return result;
}

/** Text edits as ESLint's fixes: the one place where the front ends' edits become ESLint's. */
export function asFixes(fixer: RuleTextEditor, edits: readonly TextEdit[]): RuleTextEdit[] {
  return edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}
