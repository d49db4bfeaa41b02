/** The model's edits as text; asFixes makes them ESLint's fixes. */

import type { RuleTextEdit, RuleTextEditor } from "@eslint/core";

export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

export const removal = (start: number, end: number): TextEdit => ({ range: [start, end], text: "" });

/** ESLint rejects overlapping edits in one fix; each language merges them its own way. */
export interface MergeOptions {
  /** `"drop-inner-removals"`: a removal inside a replacement is dropped; `"join"`: overlapping texts concatenate. */
  readonly overlaps: "drop-inner-removals" | "join";
}

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

export function asFixes(fixer: RuleTextEditor, edits: readonly TextEdit[]): RuleTextEdit[] {
  return edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}
