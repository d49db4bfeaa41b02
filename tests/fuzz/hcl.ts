// The fuzz test's files of the tool's native syntax (mode "hcl"): backend blocks in `terraform { }` and
// remote-state data sources with known keys (right and wrong values, references, calls, templates, heredocs),
// unknown keys, repeated keys and nested blocks, written on one line or several with any alignment, LF or CRLF,
// and comments of the three forms (and heredocs between attributes) in every gap the syntax allows. Each file is
// linted with every rule on, as `main.tf` with the plugin's HCL language.
import { Linter } from "eslint";
import fc from "fast-check";
import plugin from "../../src/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { typeSpecs } from "../../src/schema/index.js";
import { problemsOfMessage } from "../message-standard.js";
import { countMessage, type CaseStats } from "./check.js";

export interface HclProgram {
  readonly text: string;
}

/** What may stand between two tokens of a line: a space, or a block comment. */
const INLINE = ["", " ", "  ", " /* c */ ", "/*c*/"];
/** How a line ends: a line break, after a line comment or a block comment. */
const LINE_ENDS = ["\n", " # note\n", " // note\n", " /* note */\n", "# x\n"];
/** What may stand on lines of their own between members. */
const BETWEEN = ["", "", "\n", "# comment\n", "// comment\n", "/* a\n   block */\n"];
const HEREDOCS = ['note = <<EOT\nbackend "oss" { bucket = "x" }\nEOT\n', "doc = <<-EOT\n    a ${b}\n    EOT\n"];

const keys = [...new Set(Object.values(typeSpecs).flatMap((t) => t.fields.map((f) => f.name)))];
const blockKeys = ["role_arn", "session_name", "session_duration", "session_expiration", "policy", "external"];

/** Values that stand on one line. */
const inlineScalar = fc.oneof(
  fc
    .constantFrom("", "b", "PRIVATE", "public-read", "/p/", "./x", "$${x}", "{}", "./key.json", "ab cd", "true")
    .map((v) =>
      JSON.stringify(v)
        .replace(/\$\{/g, "$${")
        .replace(/\$\$\$\{/g, "$${"),
    ),
  fc.constantFrom("0", "60", "899", "900", "1800.5", "3600", "50000", "-1", "true", "false", "null"),
  fc.constantFrom("var.x", "local.y", "terraform.workspace", 'file("k")', '"${var.x}-a"', '"a%{if true}b%{endif}"'),
  fc.constantFrom("[1, 2]", '{ a = "b" }', "[]"),
);
const scalar = fc.oneof(
  { weight: 6, arbitrary: inlineScalar },
  { weight: 1, arbitrary: fc.constantFrom("<<EOT\nPRIVATE\nEOT", "<<-EOT\n  /p/\n  EOT") },
);

interface Member {
  readonly key: string;
  readonly value: string;
  /** A nested block's attributes, one a line: written as a block, or as an object (a list of one in `config`). */
  readonly nested?: true;
  readonly block: boolean;
}

const member: fc.Arbitrary<Member> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ key: fc.constantFrom(...keys), value: scalar, block: fc.constant(false) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      key: fc.constantFrom("bukcet", "path", "Bucket"),
      value: scalar,
      block: fc.constant(false),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      nested: fc.constant(true as const),
      key: fc.constant("assume_role"),
      value: fc
        .array(fc.tuple(fc.constantFrom(...blockKeys), inlineScalar), { maxLength: 3 })
        .map((pairs) => pairs.map(([k, v]) => `${k} = ${v}`).join("\n")),
      block: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      key: fc.constantFrom("acl", "prefix", "key", "access_token", "credentials", "encrypt"),
      value: fc.constantFrom('"PRIVATE"', '"Private"', '"/p/"', '"/a/b.tfstate"', '"./sa.json"', '"t"', '"yes"'),
      block: fc.constant(false),
    }),
  },
);

/** Picks from a list by a generated index. */
const pick = <T>(list: readonly T[]) => fc.nat({ max: list.length - 1 }).map((i) => list[i]!);

/** A body of members: each on its own line, aligned or not, with gaps and comments around. */
function bodyText(
  members: readonly Member[],
  gaps: readonly string[][],
  indent: string,
  align: boolean,
  inObject: boolean,
): string {
  const width = Math.max(0, ...members.map((m) => m.key.length));
  let out = "";
  members.forEach((m, i) => {
    const [before = "", inline1 = " ", inline2 = " ", ending = "\n"] = gaps[i] ?? [];
    // A heredoc's closing marker stands alone on its line.
    const end = m.value.startsWith("<<") ? "\n" : ending;
    out += before.replace(/^(?=.)/gm, indent);
    const key = align ? m.key.padEnd(width) : m.key;
    if (m.nested && m.block && !inObject) {
      const inner = m.value
        .split("\n")
        .filter((l) => l)
        .map((l) => `${indent}  ${l}\n`)
        .join("");
      out += `${indent}${m.key}${inline1}{\n${inner}${indent}}${end}`;
    } else if (m.nested) {
      const inner = m.value
        .split("\n")
        .filter((l) => l)
        .join(", ");
      // In `config`, `block` picks the list form the tool takes, else the object form it rejects.
      const list = inObject && m.block;
      out += `${indent}${key}${inline1}=${inline2}${list ? "[{ " : "{ "}${inner}${list ? " }]" : " }"}${end}`;
    } else {
      out += `${indent}${key}${inline1}=${inline2}${m.value}${end}`;
    }
  });
  return out;
}

const gapsFor = (n: number) =>
  fc.array(fc.tuple(pick(BETWEEN), pick(INLINE), pick(INLINE), pick(LINE_ENDS)), { minLength: n, maxLength: n });

const backend = fc
  .record({
    kind: fc.constantFrom("oss", "cos", "gcs"),
    members: fc.array(member, { maxLength: 6 }),
    align: fc.boolean(),
    oneLine: fc.boolean(),
    head: pick(INLINE),
    extra: pick(HEREDOCS),
  })
  .chain((b) => gapsFor(b.members.length).map((gaps) => ({ ...b, gaps })))
  .map(({ kind, members, align, oneLine, head, gaps, extra }) => {
    const first = members[0];
    if (oneLine && first && !first.nested && !first.value.includes("\n"))
      return `terraform {\n  backend "${kind}"${head}{ ${first.key} = ${first.value} }\n}\n`;
    return `terraform {\n  ${extra.replace(/\n(?=.)/g, "\n")}  backend "${kind}"${head}{\n${bodyText(members, gaps, "    ", align, false)}  }\n}\n`;
  });

const dataSource = fc
  .record({
    kind: fc.constantFrom("oss", "cos", "gcs"),
    members: fc.array(member, { maxLength: 6 }),
    align: fc.boolean(),
    workspaceFirst: fc.boolean(),
  })
  .chain((d) => gapsFor(d.members.length).map((gaps) => ({ ...d, gaps })))
  .map(({ kind, members, align, gaps, workspaceFirst }) => {
    const own = "  workspace = terraform.workspace\n  defaults  = { a = 1 }\n";
    return (
      `data "terraform_remote_state" "s" {\n  backend = "${kind}"\n${workspaceFirst ? own : ""}` +
      `  config = {\n${bodyText(members, gaps, "    ", align, true)}  }\n${workspaceFirst ? "" : own}}\n`
    );
  });

/** Generated files (see the header). */
export function hclPrograms(): fc.Arbitrary<HclProgram> {
  return fc
    .tuple(fc.array(fc.oneof(backend, dataSource), { minLength: 1, maxLength: 3 }), fc.boolean(), pick(BETWEEN))
    .map(([blocks, crlf, lead]) => {
      const text = lead + blocks.join("\n");
      return { text: crlf ? text.replace(/\n/g, "\r\n") : text };
    });
}

const config: Linter.Config[] = [
  {
    files: ["**/*.tf"],
    plugins: { "backend-config": plugin },
    language: "backend-config/hcl",
    rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
  },
];

function fail(what: string, program: HclProgram, details: unknown): never {
  throw new Error(`${what}\n--- file ---\n${program.text}\n--- details ---\n${JSON.stringify(details, null, 2)}`);
}

/** Whether a text parses without ERROR or MISSING nodes. */
function parses(text: string): boolean {
  const tree = parserFor("hcl").parse(text);
  if (!tree) return false;
  const ok = !tree.rootNode.hasError;
  tree.delete();
  return ok;
}

/** The ranges of the file's top-level blocks: every edit stays inside the one it is about. */
function blockRanges(text: string): (readonly [number, number])[] {
  const tree = parserFor("hcl").parse(text)!;
  const body = tree.rootNode.namedChildren.find((n) => n?.type === "body");
  const ranges = (body?.namedChildren ?? []).flatMap((n) =>
    n?.type === "block" ? [[n.startIndex, n.endIndex] as const] : [],
  );
  tree.delete();
  return ranges;
}

/**
 * Lints a generated file and checks:
 * 1. the file parses, and no rule crashes (no fatal message);
 * 2. every fix and every suggestion, applied alone, leaves a file that parses without ERROR or MISSING nodes, and
 *    changes nothing outside the top-level block it is about;
 * 3. the output of --fix parses, and a second pass on it changes nothing;
 * 4. every message and suggestion keeps the message standard (tests/message-standard.ts).
 */
export function checkHclProgram(program: HclProgram): CaseStats {
  const { text } = program;
  if (!parses(text)) fail("the generated file does not parse", program, {});
  const linter = new Linter();
  const messages = linter.verify(text, config, { filename: "main.tf" });
  const fatal = messages.filter((m) => m.fatal || !m.ruleId);
  if (fatal.length > 0) fail("fatal message", program, fatal);
  const blocks = blockRanges(text);
  const rules: CaseStats["rules"] = {};
  for (const message of messages) {
    const edits = [
      ...(message.fix ? [{ what: "fix", fix: message.fix }] : []),
      ...(message.suggestions ?? []).map((s) => ({ what: `suggestion "${s.desc}"`, fix: s.fix })),
    ];
    for (const { what, fix } of edits) {
      const after = text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
      if (!parses(after)) fail(`a ${what} leaves a file that does not parse`, program, { message, output: after });
      if (!blocks.some(([start, end]) => start <= fix.range[0] && fix.range[1] <= end))
        fail(`a ${what} changes text outside its block`, program, { message });
    }
    countMessage(rules, message);
  }
  const fixed = linter.verifyAndFix(text, config, { filename: "main.tf" });
  if (fixed.fixed) {
    if (!parses(fixed.output)) fail("the output of --fix does not parse", program, { output: fixed.output });
    const again = linter.verifyAndFix(fixed.output, config, { filename: "main.tf" });
    if (again.fixed)
      fail("a second --fix pass changes the output", program, { first: fixed.output, second: again.output });
  }
  const problems = messages.flatMap((m) => problemsOfMessage(m, text));
  if (problems.length > 0) fail("a message or suggestion breaks the message standard", program, problems);
  return { rules, fixed: fixed.fixed };
}
