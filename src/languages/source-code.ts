/**
 * The SourceCode of the tree-sitter languages; by default ESLint visits only the root node, which is all the plugin's
 * rules listen to.
 */
import { ConfigCommentParser, Directive, TextSourceCodeBase, VisitNodeStep } from "@eslint/plugin-kit";
import type { Node, Tree } from "web-tree-sitter";
import type { GrammarName } from "./grammars.js";
import { LINE_BREAK, lineIndexOf, type LineIndex } from "./line-breaks.js";
import type { Traversal, TreeSitterComment, TreeSitterLanguageOptions, TreeSitterLanguageSourceCode } from "./types.js";

export type { Traversal, TreeSitterComment, TreeSitterLanguageOptions } from "./types.js";

export interface Position {
  line: number;
  column: number;
}

export interface SourceLocation {
  start: Position;
  end: Position;
}

/** ESLint's `FileProblem`. */
interface FileProblem {
  ruleId: string | null;
  message: string;
  loc: SourceLocation;
}

type SyntaxElement = Node | TreeSitterComment;

/** ESLint's `RulesConfig`. */
type RulesConfig = Extract<ReturnType<ConfigCommentParser["parseJSONLikeConfig"]>, { ok: true }>["config"];

const commentParser = new ConfigCommentParser();

/** Inline config comments, as @eslint/css and @eslint/json read them. */
const INLINE_CONFIG = /^\s*eslint(?:-enable|-disable(?:(?:-next)?-line)?)?(?:\s|$)/u;

/** Where a directive comment may start; each hit is checked against the tree, since a `#` may be code. */
const DIRECTIVE_CANDIDATE = /(?:\/[/*]|#)\s*eslint/gu;

const isNode = (element: SyntaxElement): element is Node => "startPosition" in element;

export interface TreeSitterSourceCodeOptions {
  text: string;
  tree: Tree;
  /** `parse`'s root node, kept as the one `ast` object. */
  ast?: Node;
  grammar: GrammarName;
  commentTypes: readonly string[];
  traversal: Traversal;
}

export class TreeSitterSourceCode
  extends TextSourceCodeBase<{
    LangOptions: TreeSitterLanguageOptions;
    RootNode: Node;
    SyntaxElementWithLoc: SyntaxElement;
    ConfigNode: TreeSitterComment;
  }>
  implements TreeSitterLanguageSourceCode
{
  /** `ast` is its root node, one object kept as the key of per-file caches. */
  readonly tree: Tree;
  /** Picks the front end that finds the configurations. */
  readonly grammar: GrammarName;
  readonly traversal: Traversal;
  readonly #commentTypes: ReadonlySet<string>;
  #comments: TreeSitterComment[] | undefined;
  #inlineConfigComments: TreeSitterComment[] | undefined;
  #steps: VisitNodeStep[] | undefined;
  #rootLoc: SourceLocation | undefined;
  #lineIndex: LineIndex | undefined;

  constructor({ text, tree, ast = tree.rootNode, grammar, commentTypes, traversal }: TreeSitterSourceCodeOptions) {
    super({ text, ast, lineEndingPattern: LINE_BREAK });
    this.tree = tree;
    this.grammar = grammar;
    this.#commentTypes = new Set(commentTypes);
    this.traversal = traversal;
  }

  /** By id: each access gives a new object. */
  #isRoot(node: Node): boolean {
    return node.id === this.ast.id;
  }

  get lineIndex(): LineIndex {
    return (this.#lineIndex ??= lineIndexOf(this.text));
  }

  /** On ESLint's lines: tree-sitter's rows count only `\n`, so a lone `\r` or U+2028 would shift them. */
  locOfRange([start, end]: readonly [number, number]): SourceLocation {
    return { start: this.lineIndex.locOf(start), end: this.lineIndex.locOf(end) };
  }

  /** The root node stands for the whole text, as ESLint's file-level positions need; tree-sitter's spans its tokens. */
  override getLoc(element: SyntaxElement): SourceLocation {
    if (!isNode(element)) return element.loc;
    if (this.#isRoot(element)) return (this.#rootLoc ??= this.locOfRange([0, this.text.length]));
    return this.locOfRange([element.startIndex, element.endIndex]);
  }

  override getRange(element: SyntaxElement): [number, number] {
    if (!isNode(element)) return element.range;
    if (this.#isRoot(element)) return [0, this.text.length];
    return [element.startIndex, element.endIndex];
  }

  override getParent(element: SyntaxElement): SyntaxElement | undefined {
    if (!isNode(element)) return undefined;
    return element.parent ?? undefined;
  }

  #comment(node: Node): TreeSitterComment {
    const range: [number, number] = [node.startIndex, node.endIndex];
    const text = this.text.slice(...range);
    const block = text.startsWith("/*");
    return {
      type: block ? "Block" : "Line",
      // Without the line break, as in JavaScript: Java's and HCL's grammars keep the `\r` of `\r\n`.
      value: block ? text.slice(2, text.endsWith("*/") && text.length >= 4 ? -2 : undefined) : lineCommentValue(text),
      range,
      loc: this.locOfRange(range),
    };
  }

  get comments(): readonly TreeSitterComment[] {
    return (this.#comments ??= this.ast
      .descendantsOfType([...this.#commentTypes])
      .flatMap((node) => (node ? [this.#comment(node)] : [])));
  }

  /** As ESLint's JavaScript SourceCode names it. */
  getAllComments(): readonly TreeSitterComment[] {
    return this.comments;
  }

  getInlineConfigNodes(): TreeSitterComment[] {
    if (this.#inlineConfigComments) return this.#inlineConfigComments;
    const found: TreeSitterComment[] = [];
    if (this.#comments) {
      for (const comment of this.#comments) if (INLINE_CONFIG.test(comment.value)) found.push(comment);
    } else {
      for (const match of this.text.matchAll(DIRECTIVE_CANDIDATE)) {
        const node = this.ast.descendantForIndex(match.index, match.index + 2);
        if (node?.startIndex !== match.index || !this.#commentTypes.has(node.type)) continue;
        const comment = this.#comment(node);
        if (INLINE_CONFIG.test(comment.value)) found.push(comment);
      }
    }
    return (this.#inlineConfigComments = found);
  }

  getDisableDirectives(): { problems: FileProblem[]; directives: Directive[] } {
    const problems: FileProblem[] = [];
    const directives: Directive[] = [];
    for (const comment of this.getInlineConfigNodes()) {
      const directive = commentParser.parseDirective(comment.value);
      if (!directive) continue;
      const { label, value, justification } = directive;
      // As in JavaScript: it would leave unclear which line it means.
      if (label === "eslint-disable-line" && comment.loc.start.line !== comment.loc.end.line) {
        problems.push({ ruleId: null, message: `${label} comment should not span multiple lines.`, loc: comment.loc });
        continue;
      }
      switch (label) {
        case "eslint-disable":
        case "eslint-enable":
        case "eslint-disable-next-line":
        case "eslint-disable-line":
          directives.push(
            new Directive({
              type: label.slice("eslint-".length) as "disable" | "enable" | "disable-next-line" | "disable-line",
              node: comment,
              value,
              justification,
            }),
          );
          break;
        default:
          break;
      }
    }
    return { problems, directives };
  }

  applyInlineConfig(): {
    configs: { config: { rules: RulesConfig }; loc: SourceLocation }[];
    problems: FileProblem[];
  } {
    const configs: { config: { rules: RulesConfig }; loc: SourceLocation }[] = [];
    const problems: FileProblem[] = [];
    for (const comment of this.getInlineConfigNodes()) {
      const directive = commentParser.parseDirective(comment.value);
      if (directive?.label !== "eslint") continue;
      const result = commentParser.parseJSONLikeConfig(directive.value);
      if (result.ok) configs.push({ config: { rules: result.config }, loc: comment.loc });
      else problems.push({ ruleId: null, message: result.error.message, loc: comment.loc });
    }
    return { configs, problems };
  }

  /** Cached: the tree does not change. */
  override traverse(): Iterable<VisitNodeStep> {
    if (this.#steps) return this.#steps.values();
    const steps: VisitNodeStep[] = [];
    const root = this.ast;
    if (this.traversal === "root") {
      steps.push(new VisitNodeStep({ target: root, phase: 1, args: [root, undefined] }));
      steps.push(new VisitNodeStep({ target: root, phase: 2, args: [root, undefined] }));
    } else {
      walkNamed(this.tree, root, steps);
    }
    this.#steps = steps;
    return steps.values();
  }
}

/** The text after `//` or `#`, without a line break the grammar took in. */
function lineCommentValue(text: string): string {
  const start = text.startsWith("#") ? 1 : 2;
  let end = text.length;
  while (end > start && (text[end - 1] === "\r" || text[end - 1] === "\n")) end--;
  return text.slice(start, end);
}

/** With a cursor, the cheapest walk web-tree-sitter offers. */
function walkNamed(tree: Tree, root: Node, steps: VisitNodeStep[]): void {
  const cursor = tree.walk();
  try {
    // `depths` holds the cursor depth each node of `stack` was entered at.
    const stack: Node[] = [root];
    const depths: number[] = [0];
    steps.push(new VisitNodeStep({ target: root, phase: 1, args: [root, undefined] }));
    let depth = 0;
    const leaveTo = (d: number) => {
      while (depths.length > 0 && depths[depths.length - 1]! >= d) {
        depths.pop();
        const node = stack.pop()!;
        steps.push(new VisitNodeStep({ target: node, phase: 2, args: [node, stack[stack.length - 1]] }));
      }
    };
    for (;;) {
      if (cursor.gotoFirstChild()) {
        depth++;
      } else {
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) {
            leaveTo(0);
            return;
          }
          depth--;
        }
      }
      leaveTo(depth);
      if (cursor.nodeIsNamed) {
        const node = cursor.currentNode;
        steps.push(new VisitNodeStep({ target: node, phase: 1, args: [node, stack[stack.length - 1]] }));
        stack.push(node);
        depths.push(depth);
      }
    }
  } finally {
    cursor.delete();
  }
}
