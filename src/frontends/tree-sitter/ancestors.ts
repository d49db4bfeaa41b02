/**
 * Kept once found, as web-tree-sitter's `parent` walks down from the root on every call; a walk here starts from the
 * deepest node of the last one that holds the node asked for.
 */
import type { Node } from "web-tree-sitter";

export class Ancestors {
  /** By node id; null for the root. */
  private readonly parents = new Map<number, Node | null>();
  /** The last walk from the root, outermost first. */
  private readonly path: Node[];
  private readonly nearestMemo = new Map<(node: Node) => boolean, Map<number, Node | null>>();

  constructor(readonly root: Node) {
    this.path = [root];
    this.parents.set(root.id, null);
  }

  parentOf(node: Node): Node | null {
    const known = this.parents.get(node.id);
    if (known !== undefined) return known;
    this.walkTo(node);
    return this.parents.get(node.id) ?? null;
  }

  setParent(node: Node, parent: Node | null): void {
    if (!this.parents.has(node.id)) this.parents.set(node.id, parent);
  }

  /** From `anchor`, an ancestor of `node`: a shorter walk than from the root. */
  reach(node: Node, anchor: Node): void {
    if (this.parents.has(node.id)) return;
    for (let n = anchor; n.id !== node.id;) {
      const child = n.childWithDescendant(node);
      if (!child) return;
      this.parents.set(child.id, n);
      n = child;
    }
  }

  /** A node's ancestors, innermost first. */
  *of(node: Node): Generator<Node> {
    for (let n = this.parentOf(node); n; n = this.parentOf(n)) yield n;
  }

  first(node: Node, count: number): Node[] {
    const result: Node[] = [];
    for (let n = this.parentOf(node); n && result.length < count; n = this.parentOf(n)) result.push(n);
    return result;
  }

  /** A strict ancestor, memoised per `test`: pass the same function each time. */
  nearest(node: Node, test: (node: Node) => boolean): Node | null {
    let memo = this.nearestMemo.get(test);
    if (!memo) {
      memo = new Map();
      this.nearestMemo.set(test, memo);
    }
    const pending: Node[] = [];
    let found: Node | null = null;
    for (let n: Node | null = node; n;) {
      const known = memo.get(n.id);
      if (known !== undefined) {
        found = known;
        break;
      }
      pending.push(n);
      const parent = this.parentOf(n);
      if (parent && test(parent)) {
        found = parent;
        break;
      }
      n = parent;
    }
    for (const n of pending) memo.set(n.id, found);
    return found;
  }

  /** As the root's, but from the last walk. */
  descendantForIndex(start: number, end: number): Node | null {
    const path = this.path;
    const lo = this.deepestHolding(start, end);
    if (start >= end) return path[lo]!.descendantForIndex(start, end);
    path.length = lo + 1;
    let n = path[lo]!;
    for (;;) {
      const child = n.firstChildForIndex(start);
      if (!child || child.startIndex > start || child.endIndex < end) return n;
      this.parents.set(child.id, n);
      path.push(child);
      n = child;
    }
  }

  private deepestHolding(start: number, end: number): number {
    const path = this.path;
    // The path's nodes nest, so those holding the range are a prefix.
    let lo = 0;
    let hi = start === end ? 0 : path.length - 1; // an empty range may stand at the edge of a neighbour's
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      const n = path[mid]!;
      if (n.startIndex <= start && end <= n.endIndex) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private walkTo(node: Node): void {
    const path = this.path;
    const lo = this.deepestHolding(node.startIndex, node.endIndex);
    path.length = lo + 1;
    for (let n = path[lo]!; n.id !== node.id;) {
      const child = n.childWithDescendant(node);
      if (!child) {
        if (path.length === 1) return; // not in this tree
        path.length = 1; // the range misled: from the root
        n = path[0]!;
        continue;
      }
      this.parents.set(child.id, n);
      path.push(child);
      n = child;
    }
  }
}
