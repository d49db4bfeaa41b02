/**
 * A property of the model read from a tree-sitter tree, whose purity and place are found when first asked (most
 * never are), in getters of a class: an object literal with getters is in dictionary mode, larger and slower to read.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigProperty, Span, StaticValue } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { spanOf } from "./span.js";

/** What a front end knows of a property when it reads it. */
export interface PropertyFacts {
  readonly key: string;
  readonly field: FieldSpec | undefined;
  readonly value: StaticValue;
  readonly certain: boolean;
  readonly editable: boolean;
  readonly plain: boolean;
  readonly literal: boolean;
}

/** How a grammar answers what a property is asked later: one object per grammar, shared by its properties. */
export interface PropertyGrammar {
  /** Whether evaluating a node has no side effect (ConfigProperty.pure). */
  readonly isPure: (node: Node) => boolean;
  /** The whole property, where findings about it are reported. */
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

  /**
   * @param valueNode what findings about the value point at
   * @param evaluated the nodes evaluated when the property is set (the arguments, the assigned value)
   */
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

  /** Asked when an edit of the property is rendered as a fix (see keepsSideEffects). */
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
