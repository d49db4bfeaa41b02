/**
 * The tree-sitter grammars of the languages the plugin lints besides JavaScript and TypeScript, loaded once
 * when the module loads: ESLint's `parse` is synchronous, and loading a `.wasm` grammar is not. The grammars
 * are the `.wasm` files that `tree-sitter-java` and `tree-sitter-c-sharp` ship; nothing is fetched.
 *
 * Positions: web-tree-sitter counts `startIndex`/`endIndex` and `startPosition.column` in UTF-16 code units
 * of the JavaScript string it parsed (the same units as ESLint's ranges and columns); rows are 0-based.
 */
import { createRequire } from "node:module";
import { Language, Parser } from "web-tree-sitter";

const require = createRequire(import.meta.url);

await Parser.init();

const [javaGrammar, csharpGrammar] = await Promise.all([
  Language.load(require.resolve("tree-sitter-java/tree-sitter-java.wasm")),
  Language.load(require.resolve("tree-sitter-c-sharp/tree-sitter-c_sharp.wasm")),
]);

export type GrammarName = "java" | "csharp";

export const grammars: Readonly<Record<GrammarName, Language>> = { java: javaGrammar, csharp: csharpGrammar };

const parsers = new Map<GrammarName, Parser>();

/** A parser of one grammar; one per grammar, reused (parsing is synchronous, so it is never shared mid-parse). */
export function parserFor(name: GrammarName): Parser {
  let parser = parsers.get(name);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(grammars[name]);
    parsers.set(name, parser);
  }
  return parser;
}
