/** Small questions about tree-sitter nodes that every grammar asks. */
import type { Node } from "web-tree-sitter";

/** Whether two nodes are the same node (both present): tree-sitter makes a new object per access. */
export const same = (a: Node | null | undefined, b: Node | null | undefined): boolean => !!a && !!b && a.id === b.id;

/** The named children of a node that are not comments (extras): a call's arguments, a list's items. */
export function namedArgs(list: Node | null | undefined): Node[] {
  if (!list) return [];
  return list.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
}

/** The one argument of a call's argument list (the field `arguments`), or undefined when there are more or none. */
export function singleArgument(call: Node): Node | undefined {
  const given = namedArgs(call.childForFieldName("arguments"));
  return given.length === 1 ? given[0] : undefined;
}

/**
 * Whether no node within `node` is an effect, but for those `harmless` accepts (whose arguments are looked at
 * instead); walked with a stack filled one by one, since a spread of a huge list would exceed a call's arguments.
 */
export function withoutEffects(node: Node, isEffect: (n: Node) => boolean, harmless: (n: Node) => boolean): boolean {
  const stack: Node[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isEffect(n)) {
      if (!harmless(n)) return false;
      for (const argument of namedArgs(n.childForFieldName("arguments"))) stack.push(argument);
      continue;
    }
    for (const child of namedArgs(n)) stack.push(child);
  }
  return true;
}
