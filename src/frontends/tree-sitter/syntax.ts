/** Questions every grammar asks of tree-sitter nodes. */
import type { Node } from "web-tree-sitter";

/** By id, since tree-sitter makes a new object per access; false when either is missing. */
export const same = (a: Node | null | undefined, b: Node | null | undefined): boolean => !!a && !!b && a.id === b.id;

/** Without comments (extras). */
export function namedArgs(list: Node | null | undefined): Node[] {
  if (!list) return [];
  return list.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
}

export function singleArgument(call: Node): Node | undefined {
  const given = namedArgs(call.childForFieldName("arguments"));
  return given.length === 1 ? given[0] : undefined;
}

/**
 * An effect `harmless` accepts counts only through its arguments. Pushed one by one: spreading a huge list into one
 * call exceeds the limit on arguments.
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
