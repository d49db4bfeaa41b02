/** Purity and spans are found when first asked, in class getters: an object literal with getters is slower to read. */
import type { Node } from "web-tree-sitter";
import type { ConfigProperty, Span, StaticValue } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { spanOf } from "./span.js";

export interface PropertyFacts {
  readonly key: string;
  readonly field: FieldSpec | undefined;
  readonly value: StaticValue;
  readonly certain: boolean;
  readonly editable: boolean;
  readonly plain: boolean;
  readonly literal: boolean;
}

/** One object per grammar, shared by its properties. */
export interface PropertyGrammar {
  readonly isPure: (node: Node) => boolean;
  readonly spanOf: (property: TreeSitterProperty) => Span;
}

export class TreeSitterProperty implements ConfigProperty {
  readonly type = "property";
  /** The compiler rejects an unknown setter or property of an initializer. */
  readonly keyChecked = true;
  readonly key: string;
  readonly field: FieldSpec | undefined;
  readonly value: StaticValue;
  readonly certain: boolean;
  readonly editable: boolean;
  readonly plain: boolean;
  readonly literal: boolean;
  #pure: boolean | undefined;
  #span: Span | undefined;
  #keySpan: Span | undefined;
  #valueSpan: Span | undefined;

  /** @param evaluated the nodes evaluated when the property is set (the arguments, the assigned value) */
  constructor(
    facts: PropertyFacts,
    readonly handle: Node,
    readonly keyNode: Node,
    readonly valueNode: Node,
    private readonly evaluated: readonly Node[],
    private readonly grammar: PropertyGrammar,
  ) {
    this.key = facts.key;
    this.field = facts.field;
    this.value = facts.value;
    this.certain = facts.certain;
    this.editable = facts.editable;
    this.plain = facts.plain;
    this.literal = facts.literal;
  }

  get pure(): boolean {
    return (this.#pure ??= this.evaluated.every(this.grammar.isPure));
  }

  get span(): Span {
    return (this.#span ??= this.grammar.spanOf(this));
  }

  get keySpan(): Span {
    return (this.#keySpan ??= spanOf(this.keyNode));
  }

  get valueSpan(): Span {
    return (this.#valueSpan ??= spanOf(this.valueNode));
  }
}
