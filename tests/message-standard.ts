// The standard every text a report shows the user keeps (the team's guide): checked on every report of every rule
// test case (tests/rule-tester.ts), of the fuzzed programs (tests/fuzz) and of the messages in the user's words
// (tests/localized.test.ts).
import { MESSAGE_MAX } from "../src/model/index.js";

/**
 * A placeholder word: `<kit>`, `<host>`, `<ToolName>`. A message that shows one reads as a template bug.
 */
const PLACEHOLDER_WORD = /<[A-Za-z][^<>]*>/g;

/**
 * What is wrong with a text a report shows the user (its message, a suggestion's description), as the team's
 * standard says it must be: at most MESSAGE_MAX characters with its data filled in (and, in a file written out,
 * the note after it), ending with a period, with no placeholder word and no placeholder left unfilled. A `<...>`
 * word is a placeholder only when the linted code does not hold it: a message may show back a value the user
 * wrote (a bucket named `<bucket>` in a test), never a word of its own. Secrets are never shown back at all
 * (tests/secrets.test.ts, tests/messages.test.ts), so a test's `"<ACCESS_TOKEN>"` found in a message still fails there.
 */
export function problemsOfText(text: string, code: string): string[] {
  const problems: string[] = [];
  if (text.length > MESSAGE_MAX) problems.push(`${text.length} characters, more than ${MESSAGE_MAX}`);
  if (!text.endsWith(".")) problems.push("no period at the end");
  for (const [word] of text.matchAll(PLACEHOLDER_WORD)) {
    if (!code.includes(word)) problems.push(`the placeholder word ${word}`);
  }
  if (/\{\{[^{}]*\}\}/.test(text)) problems.push("a placeholder left unfilled");
  return problems;
}

/** What is wrong with what a lint message shows the user: its message and its suggestions' descriptions. */
export function problemsOfMessage(
  message: { readonly message: string; readonly suggestions?: readonly { readonly desc: string }[] | null },
  code: string,
): string[] {
  return [message.message, ...(message.suggestions ?? []).map((s) => s.desc)].flatMap((text) =>
    problemsOfText(text, code).map((problem) => `${JSON.stringify(text)}: ${problem}`),
  );
}
