/** Following a builder chain: the setter calls on a builder, up to the `.build()` that ends it. */
import type { Node } from "web-tree-sitter";
import { namedArgs, same } from "../tree-sitter/syntax.js";

/** Methods every object has: calling one neither sets anything nor lets the builder escape. */
const OBJECT_METHODS = new Set(["toString", "hashCode", "equals", "getClass", "notify", "notifyAll", "wait"]);

export interface Chain {
  readonly setters: Node[];
  readonly build: Node | undefined;
  /** The build, else the last setter, else the start. */
  readonly end: Node;
  /** Whether the chain ends in a method of Object (`toString()`): the builder is used up, not passed on. */
  readonly consumed: boolean;
}

export function chainFrom(start: Node, parentOf: (node: Node) => Node | null): Chain {
  const setters: Node[] = [];
  let current = start;
  for (let parent = parentOf(current); parent; parent = parentOf(current)) {
    if (parent.type !== "method_invocation" || !same(parent.childForFieldName("object"), current)) break;
    const name = parent.childForFieldName("name")?.text ?? "";
    if (name === "build" && namedArgs(parent.childForFieldName("arguments")).length === 0) {
      return { setters, build: parent, end: parent, consumed: false };
    }
    if (OBJECT_METHODS.has(name)) return { setters, build: undefined, end: current, consumed: true };
    setters.push(parent);
    current = parent;
  }
  return { setters, build: undefined, end: current, consumed: false };
}
