/**
 * The tree-sitter grammars of the languages the plugin lints besides JavaScript and TypeScript, loaded
 * synchronously on first use: ESLint's `parse` is synchronous, and the module graph has no top-level await,
 * so that `require("eslint-plugin-backend-config")` works as well as `import`. The grammars are the `.wasm`
 * files of `tree-sitter-java`, `tree-sitter-c-sharp` and `@tree-sitter-grammars/tree-sitter-hcl`, copied into
 * `dist/grammars/` when the plugin is built (scripts/build-dist.mjs); nothing is fetched.
 *
 * How web-tree-sitter starts synchronously: its runtime starts only through `Parser.init()`, an async
 * function that awaits Emscripten's module factory, itself async. With the runtime's `.wasm` compiled and
 * instantiated synchronously through the factory's `instantiateWasm` hook (`new WebAssembly.Module`, `new
 * WebAssembly.Instance`), nothing in `init()` waits for I/O any more, only for promise jobs; but in the main
 * realm those run only once the current synchronous job has ended, too late for `require()` or for a `parse`
 * in the same tick. So web-tree-sitter's CommonJS build, unmodified, is evaluated in a `node:vm` context of
 * its own created with `microtaskMode: "afterEvaluate"`: that context has its own microtask queue, which
 * Node drains as soon as a script run in the context returns, so `Parser.init()` has completed when
 * `vm.runInContext` returns. The grammars (Emscripten side modules) then load with `Language.loadSync`, which
 * links a `WebAssembly.Module` synchronously (`loadWebAssemblyModule` with `loadAsync: false`).
 *
 * web-tree-sitter's objects (parsers, trees, nodes, the arrays and errors it returns) therefore come from
 * that context: `Array.isArray` holds for its arrays, `instanceof Array` and `instanceof Error` do not.
 *
 * Positions: web-tree-sitter counts `startIndex`/`endIndex` and `startPosition.column` in UTF-16 code units
 * of the JavaScript string it parsed (the same units as ESLint's ranges and columns); rows are 0-based.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import type { Language, Node, Parser } from "web-tree-sitter";

const require = createRequire(import.meta.url);

export type GrammarName = "java" | "csharp" | "hcl";

/**
 * Each grammar's `.wasm` file, and the (development) package it is copied from at build time.
 * @public scripts/build-dist.mjs reads it from the build.
 */
export const GRAMMAR_FILES: Readonly<Record<GrammarName, { readonly file: string; readonly from: string }>> = {
  java: { file: "tree-sitter-java.wasm", from: "tree-sitter-java" },
  csharp: { file: "tree-sitter-c_sharp.wasm", from: "tree-sitter-c-sharp" },
  hcl: { file: "tree-sitter-hcl.wasm", from: "@tree-sitter-grammars/tree-sitter-hcl" },
};

/** Where the built plugin keeps the grammars: dist/grammars/, beside dist/src/ (this file: dist/src/languages/). */
const SHIPPED = fileURLToPath(new URL("../../grammars/", import.meta.url));

/** The path of a grammar's `.wasm`: the copy the package ships, or, run from the sources, the grammar package's. */
function grammarPath(name: GrammarName): string {
  const { file, from } = GRAMMAR_FILES[name];
  const shipped = path.join(SHIPPED, file);
  if (existsSync(shipped)) return shipped;
  try {
    return require.resolve(`${from}/${file}`);
  } catch {
    throw new Error(`eslint-plugin-backend-config: the ${name} grammar (${shipped}) is missing; reinstall the plugin.`);
  }
}

type WebTreeSitter = typeof import("web-tree-sitter");

/** What is used here of the WebAssembly JS API (which the ES library this project compiles with leaves out). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => object;
}

interface Runtime {
  readonly treeSitter: WebTreeSitter;
  /** The context's `WebAssembly`: web-tree-sitter checks `instanceof WebAssembly.Module` against it. */
  readonly wasm: WasmApi;
}

let runtime: Runtime | undefined;

/** Evaluates web-tree-sitter in a context of its own and runs `Parser.init()` to completion, synchronously. */
function startRuntime(): Runtime {
  const entry = require.resolve("web-tree-sitter"); // the CommonJS build (`require` condition)
  // No `process` in the context: the runtime then neither reads files (it gets its `.wasm` through
  // `instantiateWasm`) nor touches `process.exitCode`; `console` for its diagnostics, `TextDecoder` for strings.
  const context = vm.createContext(
    { console, TextDecoder },
    { name: "web-tree-sitter", microtaskMode: "afterEvaluate" },
  );
  const source = readFileSync(entry, "utf8");
  const wrapper = vm.runInContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    context,
    {
      filename: entry,
    },
  ) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, createRequire(entry), module, entry, path.dirname(entry));
  const treeSitter = module.exports as WebTreeSitter;
  const wasm = vm.runInContext("WebAssembly", context) as WasmApi;
  const bytes = readFileSync(require.resolve("web-tree-sitter/web-tree-sitter.wasm"));

  const outcome: { done: boolean; error?: unknown } = { done: false };
  Object.assign(context, {
    init: () =>
      treeSitter.Parser.init({
        instantiateWasm(imports: object, receive: (instance: object, module: object) => void) {
          const compiled = new wasm.Module(bytes);
          receive(new wasm.Instance(compiled, imports), compiled);
          return {};
        },
      }),
    outcome,
  });
  // The handlers are created in the context, so that their jobs go to its queue, drained before this returns.
  vm.runInContext(
    "init().then(() => { outcome.done = true; }, (error) => { outcome.done = true; outcome.error = error; });",
    context,
  );
  // What web-tree-sitter rejected with, as it is (an Error of the context's realm, or whatever it threw).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (outcome.error !== undefined) throw outcome.error;
  if (!outcome.done) {
    throw new Error(
      "eslint-plugin-backend-config: web-tree-sitter did not start synchronously (its Parser.init() waited for more than promise jobs); this version of web-tree-sitter is not supported.",
    );
  }
  keepNodeFacts(treeSitter.Node);
  return { treeSitter, wasm };
}

/** Where a node keeps what it was asked of the WebAssembly module (see keepNodeFacts). */
const FACTS = Symbol("facts");

/** A node's facts once asked (-1: not yet), every field from the start so that every node has one shape. */
class NodeFacts {
  type: string | undefined = undefined;
  endIndex = -1;
  fields: Map<string, Node | null> | undefined = undefined;
}

type WithFacts = Node & { [FACTS]?: NodeFacts };

/**
 * Makes the runtime's nodes keep their type, end index and children by field name once asked: each getter crosses
 * into the WebAssembly module, the front ends ask the same node the same thing several times, and no answer can
 * change since no tree is edited. This runtime is the plugin's own (its own context), so no other code's nodes change.
 */
function keepNodeFacts(NodeClass: WebTreeSitter["Node"]): void {
  const proto = NodeClass.prototype as WithFacts;
  const type = Object.getOwnPropertyDescriptor(proto, "type");
  const endIndex = Object.getOwnPropertyDescriptor(proto, "endIndex");
  const childForFieldName = Object.getOwnPropertyDescriptor(proto, "childForFieldName");
  // The original getters, called below with the node as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const typeOf = type?.get as ((this: Node) => string) | undefined;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const endOf = endIndex?.get as ((this: Node) => number) | undefined;
  const childFor = childForFieldName?.value as ((this: Node, name: string) => Node | null) | undefined;
  // A web-tree-sitter whose nodes are made otherwise: left as they are.
  if (!typeOf || !endOf || typeof childFor !== "function") return;
  Object.defineProperty(proto, "type", {
    ...type,
    get(this: WithFacts): string {
      const facts = (this[FACTS] ??= new NodeFacts());
      return (facts.type ??= typeOf.call(this));
    },
  });
  Object.defineProperty(proto, "endIndex", {
    ...endIndex,
    get(this: WithFacts): number {
      const facts = (this[FACTS] ??= new NodeFacts());
      if (facts.endIndex < 0) facts.endIndex = endOf.call(this);
      return facts.endIndex;
    },
  });
  Object.defineProperty(proto, "childForFieldName", {
    ...childForFieldName,
    value(this: WithFacts, name: string): Node | null {
      const facts = (this[FACTS] ??= new NodeFacts());
      const fields = (facts.fields ??= new Map<string, Node | null>());
      let child = fields.get(name);
      if (child === undefined) {
        child = childFor.call(this, name);
        fields.set(name, child);
      }
      return child;
    },
  });
}

const loaded = new Map<GrammarName, Language>();

/** A grammar, loaded (synchronously) the first time it is asked for. */
function grammar(name: GrammarName): Language {
  let language = loaded.get(name);
  if (!language) {
    runtime ??= startRuntime();
    language = runtime.treeSitter.Language.loadSync(new runtime.wasm.Module(readFileSync(grammarPath(name))));
    loaded.set(name, language);
  }
  return language;
}

/** The grammars by name, each loaded on first access. */
export const grammars: Readonly<Record<GrammarName, Language>> = Object.freeze({
  get java(): Language {
    return grammar("java");
  },
  get csharp(): Language {
    return grammar("csharp");
  },
  get hcl(): Language {
    return grammar("hcl");
  },
});

const parsers = new Map<GrammarName, Parser>();

/** A parser of one grammar; one per grammar, reused (parsing is synchronous, so it is never shared mid-parse). */
export function parserFor(name: GrammarName): Parser {
  let parser = parsers.get(name);
  if (!parser) {
    const language = grammar(name);
    parser = new runtime!.treeSitter.Parser();
    parser.setLanguage(language);
    parsers.set(name, parser);
  }
  return parser;
}

/** Whether web-tree-sitter's runtime has started (a grammar was loaded): for tests of what starts it. */
export function runtimeStarted(): boolean {
  return runtime !== undefined;
}
