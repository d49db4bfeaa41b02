/**
 * Whether an expression reads the environment (`Environment.GetEnvironmentVariable(..)`) or a file
 * (`File.ReadAllText(..)`).
 */
import type { Node } from "web-tree-sitter";

function calleeName(invocation: Node): { owner: string | undefined; name: string } | undefined {
  const fn = invocation.childForFieldName("function");
  if (!fn) return undefined;
  if (fn.type === "identifier") return { owner: undefined, name: fn.text };
  if (fn.type !== "member_access_expression") return undefined;
  const name = fn.childForFieldName("name")?.text;
  const owner = fn.childForFieldName("expression");
  const ownerName =
    owner?.type === "identifier"
      ? owner.text
      : owner?.type === "member_access_expression"
        ? owner.childForFieldName("name")?.text
        : undefined;
  return name ? { owner: ownerName, name } : undefined;
}

/** `Environment.GetEnvironmentVariable(..)` (also `System.Environment.…`). */
export function isEnvironmentRead(node: Node): boolean {
  if (node.type !== "invocation_expression") return false;
  const callee = calleeName(node);
  return callee?.owner === "Environment" && callee.name === "GetEnvironmentVariable";
}

const FILE_READS = new Set(["ReadAllText", "ReadAllTextAsync"]);

/** `File.ReadAllText(..)`, `await File.ReadAllTextAsync(..)`, also followed by `.Trim()` and the like. */
export function isFileRead(node: Node): boolean {
  let n: Node | null = node;
  for (;;) {
    if (n?.type === "await_expression" || n?.type === "parenthesized_expression") {
      n = n.firstNamedChild;
      continue;
    }
    if (n?.type !== "invocation_expression") return false;
    const callee = calleeName(n);
    if (callee?.owner === "File" && FILE_READS.has(callee.name)) return true;
    // `File.ReadAllText(..).Trim()`: look at what the method is called on.
    const fn = n.childForFieldName("function");
    n = fn?.type === "member_access_expression" ? fn.childForFieldName("expression") : null;
  }
}
