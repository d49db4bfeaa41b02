// Line breaks for every mode's programs: most keep `\n`; some are CR-only (old Mac files) or mix `\n` and `\r`.
// Each `\n` becomes at most one `\r`, one code unit for one, so every offset a program records stays where it was.
import fc from "fast-check";

/** A program drawn with `\n`, CR-only or mixed line breaks. */
export function withLineBreaks<P extends { readonly text: string }>(programs: fc.Arbitrary<P>): fc.Arbitrary<P> {
  const style = fc.oneof(
    { weight: 4, arbitrary: fc.constant<"lf" | "cr" | "mixed">("lf") },
    { weight: 1, arbitrary: fc.constant<"lf" | "cr" | "mixed">("cr") },
    { weight: 1, arbitrary: fc.constant<"lf" | "cr" | "mixed">("mixed") },
  );
  return fc.tuple(programs, style, fc.infiniteStream(fc.boolean())).map(([program, kind, coins]) => {
    if (kind === "lf" || !program.text.includes("\n")) return program;
    const text = program.text.replace(/\n/g, () => (kind === "cr" || coins.next().value ? "\r" : "\n"));
    return Object.assign({ ...program, text }, { [fc.toStringMethod]: () => `\n${JSON.stringify(text)}` });
  });
}
