/**
 * The tree-sitter grammars, loaded synchronously on first use: ESLint's `parse` is synchronous, and `require()` of
 * the plugin rules out top-level await. web-tree-sitter starts only through the async `Parser.init()`, which, with
 * its `.wasm` instantiated synchronously, waits only for promise jobs; so it runs in a `node:vm` context with
 * `microtaskMode: "afterEvaluate"`, whose queue Node drains before `vm.runInContext` returns. Its objects come from
 * that realm: `instanceof Array` and `instanceof Error` fail on them.
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
 * Each grammar's `.wasm` file and the development package it is copied from at build time.
 * @public scripts/build-dist.mjs reads it from the build.
 */
export const GRAMMAR_FILES: Readonly<Record<GrammarName, { readonly file: string; readonly from: string }>> = {
  java: { file: "tree-sitter-java.wasm", from: "tree-sitter-java" },
  csharp: { file: "tree-sitter-c_sharp.wasm", from: "tree-sitter-c-sharp" },
  hcl: { file: "tree-sitter-hcl.wasm", from: "@tree-sitter-grammars/tree-sitter-hcl" },
};

/** dist/grammars/, seen from dist/src/languages/. */
const SHIPPED = fileURLToPath(new URL("../../grammars/", import.meta.url));

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

/** The WebAssembly JS API used here, which the project's ES library leaves out. */
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

function startRuntime(): Runtime {
  const entry = require.resolve("web-tree-sitter"); // the CommonJS build (`require` condition)
  // Without `process` the runtime neither reads files nor touches `process.exitCode`.
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
  // Handlers created in the context queue their jobs there, drained before this returns.
  vm.runInContext(
    "init().then(() => { outcome.done = true; }, (error) => { outcome.done = true; outcome.error = error; });",
    context,
  );
  // Rethrown as it is: an Error of the context's realm, or whatever it threw.
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

const FACTS = Symbol("facts");

/** Every field set from the start, so that every node has one shape. */
class NodeFacts {
  type: string | undefined = undefined;
  endIndex = -1;
  fields: Map<string, Node | null> | undefined = undefined;
}

type WithFacts = Node & { [FACTS]?: NodeFacts };

/**
 * Makes nodes keep their type, end index and children by field name once asked, since each getter crosses into the
 * WebAssembly module and no tree is ever edited; the runtime is the plugin's own, so no other code's nodes change.
 */
function keepNodeFacts(NodeClass: WebTreeSitter["Node"]): void {
  const proto = NodeClass.prototype as WithFacts;
  const type = Object.getOwnPropertyDescriptor(proto, "type");
  const endIndex = Object.getOwnPropertyDescriptor(proto, "endIndex");
  const childForFieldName = Object.getOwnPropertyDescriptor(proto, "childForFieldName");
  // Called below with the node as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const typeOf = type?.get as ((this: Node) => string) | undefined;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const endOf = endIndex?.get as ((this: Node) => number) | undefined;
  const childFor = childForFieldName?.value as ((this: Node, name: string) => Node | null) | undefined;
  // A web-tree-sitter without these getters is left as it is.
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

function grammar(name: GrammarName): Language {
  let language = loaded.get(name);
  if (!language) {
    runtime ??= startRuntime();
    language = runtime.treeSitter.Language.loadSync(new runtime.wasm.Module(readFileSync(grammarPath(name))));
    loaded.set(name, language);
  }
  return language;
}

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

/** One parser per grammar, reused: parsing is synchronous, so it is never shared mid-parse. */
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

/** For tests of what starts web-tree-sitter. */
export function runtimeStarted(): boolean {
  return runtime !== undefined;
}
