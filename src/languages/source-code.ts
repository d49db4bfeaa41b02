/**
 * The SourceCode of the plugin's tree-sitter languages (Java, C#, HCL); the default traversal visits the root node
 * only, which is all the plugin's rules listen to (`languageOptions.traversal: "named"` visits every named node).
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

/** What a SourceCode reports about its directives and inline configs (ESLint's `FileProblem`). */
interface FileProblem {
  ruleId: string | null;
  message: string;
  loc: SourceLocation;
}

type SyntaxElement = Node | TreeSitterComment;

/** Rule settings as an inline `/* eslint ... *\/` comment gives them (ESLint's `RulesConfig`). */
type RulesConfig = Extract<ReturnType<ConfigCommentParser["parseJSONLikeConfig"]>, { ok: true }>["config"];

const commentParser = new ConfigCommentParser();

/** The comment values ESLint reads as inline config (as @eslint/css and @eslint/json read them). */
const INLINE_CONFIG = /^\s*eslint(?:-enable|-disable(?:(?:-next)?-line)?)?(?:\s|$)/u;

/**
 * Where a directive comment may start: `//`, `/*` or (HCL) `#`, spaces, `eslint`. Each hit is checked against the
 * tree, so a `#` of another language's code does not count.
 */
const DIRECTIVE_CANDIDATE = /(?:\/[/*]|#)\s*eslint/gu;

const isNode = (element: SyntaxElement): element is Node => "startPosition" in element;

export interface TreeSitterSourceCodeOptions {
  text: string;
  tree: Tree;
  /** The root node of the tree (by default `tree.rootNode`): `parse`'s result, kept as the one `ast` object. */
  ast?: Node;
  grammar: GrammarName;
  /** The grammar's comment node types (Java: `line_comment`, `block_comment`; C# and HCL: `comment`). */
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
  /** The tree-sitter tree; `ast` is its root node (one object, kept: the key of per-file caches). */
  readonly tree: Tree;
  /** Which grammar parsed the text: which front end finds the configurations in it. */
  readonly grammar: GrammarName;
  /** Which nodes ESLint visits: the root alone (`"root"`, the default) or every named node (`"named"`). */
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

  /** Whether a node is the root node (nodes are new objects at each access: compared by id). */
  #isRoot(node: Node): boolean {
    return node.id === this.ast.id;
  }

  /** The lines of the text by ESLint's line breaks: where every location of the file is read. */
  get lineIndex(): LineIndex {
    return (this.#lineIndex ??= lineIndexOf(this.text));
  }

  /**
   * The location of a range on ESLint's lines. tree-sitter's rows count only `\n`, so a node's own position
   * would put everything after a lone `\r` or U+2028 on the wrong line.
   */
  locOfRange([start, end]: readonly [number, number]): SourceLocation {
    return { start: this.lineIndex.locOf(start), end: this.lineIndex.locOf(end) };
  }

  /**
   * The location of a node or comment. The root node stands for the whole text (tree-sitter's root starts
   * at the first token and ends at the last one; ESLint's file-level positions need the whole file).
   */
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
      // A line comment ends before its line break, as ESLint's JavaScript comments do (Java's grammar keeps the `\r`
      // of `\r\n`).
      value: block ? text.slice(2, text.endsWith("*/") && text.length >= 4 ? -2 : undefined) : lineCommentValue(text),
      range,
      loc: this.locOfRange(range),
    };
  }

  /** Every comment of the file, in source order. */
  get comments(): readonly TreeSitterComment[] {
    return (this.#comments ??= this.ast
      .descendantsOfType([...this.#commentTypes])
      .flatMap((node) => (node ? [this.#comment(node)] : [])));
  }

  /** Every comment of the file, as ESLint's JavaScript SourceCode names the method. */
  getAllComments(): readonly TreeSitterComment[] {
    return this.comments;
  }

  /** The comments that hold `eslint`, `eslint-disable*` or `eslint-enable` directives. */
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

  /** The `eslint-disable`, `eslint-enable`, `eslint-disable-line` and `eslint-disable-next-line` directives. */
  getDisableDirectives(): { problems: FileProblem[]; directives: Directive[] } {
    const problems: FileProblem[] = [];
    const directives: Directive[] = [];
    for (const comment of this.getInlineConfigNodes()) {
      const directive = commentParser.parseDirective(comment.value);
      if (!directive) continue;
      const { label, value, justification } = directive;
      // As in JavaScript: an `eslint-disable-line` that spans lines would leave unclear which line it means.
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

  /** Rule settings in `/* eslint rule: "off" *\/` comments. */
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

  /**
   * The steps ESLint runs the rules' listeners on: the root node (entered, then left), or with
   * `traversal: "named"` every named node in document order. Cached: the tree does not change.
   */
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

/** The text of a line comment after `//`, without the line break a grammar may have taken into it. */
function lineCommentValue(text: string): string {
  const start = text.startsWith("#") ? 1 : 2;
  let end = text.length;
  while (end > start && (text[end - 1] === "\r" || text[end - 1] === "\n")) end--;
  return text.slice(start, end);
}

/** Named nodes entered and left in document order, with a cursor (the cheapest walk web-tree-sitter offers). */
function walkNamed(tree: Tree, root: Node, steps: VisitNodeStep[]): void {
  const cursor = tree.walk();
  try {
    // The stack of entered named nodes; `depths` holds the cursor depth each was entered at.
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
