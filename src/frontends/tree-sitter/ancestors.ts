/**
 * Ancestors of tree-sitter nodes, found once per file: web-tree-sitter's `parent` walks down from the root on every
 * call (the tree keeps no parent pointers), so each parent found is kept and each walk starts from the deepest node
 * of the previous one that holds the node asked for.
 */
import type { Node } from "web-tree-sitter";

export class Ancestors {
  /** Parents found so far, by node id (null: the root). */
  private readonly parents = new Map<number, Node | null>();
  /** The last path walked down from the root, outermost first. */
  private readonly path: Node[];
  /** Memoised answers of `nearest`, per test. */
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

  /** Records that a node's parent is known (siblings of a node whose parent is known share it). */
  setParent(node: Node, parent: Node | null): void {
    if (!this.parents.has(node.id)) this.parents.set(node.id, parent);
  }

  /**
   * Keeps the parents between `anchor`, an ancestor of `node` (the statement or call it is in), and `node`:
   * a walk down from there, not from the root.
   */
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

  /** The first `count` ancestors of a node, innermost first (fewer near the root). */
  first(node: Node, count: number): Node[] {
    const result: Node[] = [];
    for (let n = this.parentOf(node); n && result.length < count; n = this.parentOf(n)) result.push(n);
    return result;
  }

  /** The nearest strict ancestor that passes `test`, memoised per `test`: pass the same function each time. */
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

  /**
   * The smallest node that spans `[start, end)`, as the root's `descendantForIndex` finds it, but searched from the
   * deepest node of the last walk that holds the range, since a search from the root costs the depth each time.
   */
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

  /** The index of the deepest node of the last path that holds `[start, end)` (0, the root, for an empty range). */
  private deepestHolding(start: number, end: number): number {
    const path = this.path;
    // The nodes of the path nest, so those that hold the range are a prefix of it.
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

  /** Walks down to `node` from the deepest node of the last path that holds it, keeping every parent met. */
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
