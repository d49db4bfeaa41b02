// Hostile input: numbers of many digits. Every reading of a number in the linted text (the JSON front end's
// exactness check, a string written for a number setting, a session lifetime written as a string) is a scan: a
// regular expression such as `0+$` retried from every zero of a run that a `1` ends is quadratic, and a backtracking
// `\d+` keeps an entry per digit on the expression engine's stack. Each case gets its input generated at a size n
// and at 4n; the CPU time at 4n must stay under 8 times that at n (linear gives 4, quadratic 16; tests/growth.ts
// measures). The exact-behaviour tests below keep every result of the readings the scans replaced.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { findConfigs } from "../../src/frontends/json/index.js";
import { refusesString } from "../../src/schema/index.js";
import { parse } from "../fuzz/json.js";
import { growth, LINEAR_LIMIT, SCALE } from "../growth.js";
import { lintJsonRule as lintJson } from "../lint.js";

/** Two OSS remote-state data sources, whose session lifetimes are written `a` and `b`, one setting a line. */
const twoSources = (a: string, b: string) =>
  [
    `{"data": {"terraform_remote_state": {`,
    `"a": {"backend": "oss", "config": {"bucket": "b",`,
    `"assume_role_session_expiration": ${a}}},`,
    `"b": {"backend": "oss", "config": {"bucket": "b",`,
    `"assume_role_session_expiration": ${b}}}`,
    `}}}`,
  ].join("\n");

/** What valid-session-expiration says: each report's message and where it starts. */
const said = (messages: readonly Linter.LintMessage[]) => messages.map((m) => [m.message, m.line, m.column]);

const outOfRange = (value: string, line: number) => [
  `"assume_role_session_expiration" is ${value}; it must be a whole number of seconds from 900 to 3600.`,
  line,
  1,
];

/** The value the JSON front end reads from a number written `text` in a backend's `bucket`. */
function readNumber(text: string): unknown {
  const code = `{"terraform": {"backend": {"oss": {"bucket": ${text}}}}}`;
  const [config] = findConfigs(parse(code), code);
  const [entry] = config!.entries;
  return entry?.type === "property" ? entry.value : entry;
}

interface Case {
  readonly name: string;
  readonly make: (n: number) => string;
  readonly n: number;
  readonly run: (input: string) => unknown;
  readonly expected: (n: number) => unknown;
}

const cases: readonly Case[] = [
  {
    // `0+$` on the digits after the point, retried from every zero of the run. `899.000…0001` is 899 to
    // JavaScript and a fraction to the tool: its value is unknown. `899.000…000` is 899: reported.
    name: "JSON: a session lifetime of a long run of zeros after the point, then a 1",
    make: (n) => twoSources(`899.${"0".repeat(n)}`, `899.${"0".repeat(n)}1`),
    n: 10_000,
    run: (code) => said(lintJson("valid-session-expiration", code)),
    expected: () => [outOfRange("899", 3)],
  },
  {
    // The same before the point: the whole digits' zeros are read for an exponent that may move them.
    name: "JSON: a number of a long run of zeros, then a 1, before an exponent",
    make: (n) => twoSources(`9${"0".repeat(n)}1e-${n + 1}`, `9${"0".repeat(n)}e-${n}`),
    n: 20_000,
    run: (code) => said(lintJson("valid-session-expiration", code)),
    expected: () => [outOfRange("9", 5)],
  },
  {
    name: "a string of many digits written for a number setting, that a letter ends",
    make: (n) => `${"1_".repeat(n / 2)}.${"2".repeat(n / 2)}e+x`,
    n: 300_000,
    run: (text) => refusesString("number", text),
    expected: () => true,
  },
  {
    name: "JSON: a session lifetime written as a string of many digits, with and without a letter at its end",
    make: (n) => twoSources(`" ${"0".repeat(n)}100 "`, `"${"1".repeat(n)}x"`),
    n: 100_000,
    run: (code) => said(lintJson("valid-session-expiration", code)),
    expected: () => [outOfRange("100", 3)],
  },
];

describe("numbers of many digits are read in linear time", () => {
  for (const { name, make, n, run, expected } of cases) {
    it(name, () => {
      const small = make(n);
      const large = make(SCALE * n);
      expect(run(small)).toEqual(expected(n));
      expect(run(large)).toEqual(expected(SCALE * n));
      const { ratio, figures } = growth(
        () => run(small),
        () => run(large),
      );
      expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
    });
  }

  it("a number of a million zeros, then a 1, is read without overflowing any stack", () => {
    const zeros = "0".repeat(1_000_000);
    expect(readNumber(`0.${zeros}1`)).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
    expect(readNumber(`1${zeros}e-1000000`)).toEqual({ kind: "number", value: 1 });
    expect(said(lintJson("valid-session-expiration", twoSources(`0.${zeros}1`, `1${zeros}1`)))).toEqual([]);
  });
});

describe("the JSON front end reads a number as the tool does", () => {
  const unknown = { kind: "unknown", maybeUnset: false, origin: "other" };
  it.each<[string, unknown]>([
    ["3600", { kind: "number", value: 3600 }],
    ["-3600", { kind: "number", value: -3600 }],
    ["3600.0", { kind: "number", value: 3600 }],
    ["3600.000", { kind: "number", value: 3600 }],
    ["36e2", { kind: "number", value: 3600 }],
    ["3.6e3", { kind: "number", value: 3600 }],
    ["3.60E+3", { kind: "number", value: 3600 }],
    ["360000e-2", { kind: "number", value: 3600 }],
    ["0.0", { kind: "number", value: 0 }],
    ["0e-5", { kind: "number", value: 0 }],
    ["1800.5", { kind: "number", value: 1800.5 }],
    // A fraction to the tool, a whole number to JavaScript.
    ["3600.0000000000000001", unknown],
    [
      "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
      {
        kind: "number",
        value: 1e-100,
      },
    ],
    [`0.${"0".repeat(400)}1`, unknown],
    ["36001e-1", { kind: "number", value: 3600.1 }],
    ["3600001e-3", { kind: "number", value: 3600.001 }],
    ["360000e-3", { kind: "number", value: 360 }],
    ["3600000000000000000001e-18", unknown],
    // Beyond what JavaScript holds.
    ["1e400", unknown],
    ["99999999999999999999999", unknown],
  ])("%s", (text, value) => {
    expect(readNumber(text)).toEqual(value);
  });
});

describe("a string written for a number setting", () => {
  it.each([
    "1",
    "-1",
    "+1_000",
    "1.",
    "1.5",
    ".5",
    "1e3",
    "1E-3",
    "1.5e+3",
    "0x1F",
    "0XfF_f",
    "0o17",
    "0b1_0",
    "inf",
    "-Infinity",
    "NaN",
    "  7 ",
    "0e5",
  ])("%j may be read as a number", (text) => {
    expect(refusesString("number", text)).toBe(false);
  });

  it.each(["x", "1x", "1e", "1e+", "0x", "0xg", "0o8", "0b2", ".", "._1", "+", "1.2.3", "in", "infinit", "1 2"])(
    "%j is refused",
    (text) => {
      expect(refusesString("number", text)).toBe(true);
    },
  );
});
