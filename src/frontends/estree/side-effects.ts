/** Side effects: an autofix never removes, replaces or copies an expression that is not pure (ConfigProperty.pure). */
import type { TSESTree } from "@typescript-eslint/utils";

type Node = TSESTree.Node;

/**
 * Anything the syntax cannot show to be free of side effects counts as having some: calls, `new`, assignments,
 * `await`, `delete`, tagged templates, spreads. Walked without recursion, so that a deep expression cannot
 * exhaust the stack.
 */
export function isPure(node: Node): boolean {
  const stack: Node[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    switch (n.type) {
      case "Literal":
      case "Identifier":
      case "ThisExpression":
      case "MetaProperty":
      case "PrivateIdentifier":
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        break;
      case "TemplateLiteral":
        // One by one: spreading a long list into push() would exceed the engine's limit on a call's arguments.
        for (const expression of n.expressions) stack.push(expression);
        break;
      case "MemberExpression":
        stack.push(n.object);
        if (n.computed) stack.push(n.property);
        break;
      case "ChainExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSTypeAssertion":
      case "TSNonNullExpression":
      case "TSInstantiationExpression":
        stack.push(n.expression);
        break;
      case "UnaryExpression":
        if (n.operator === "delete") return false;
        stack.push(n.argument);
        break;
      case "BinaryExpression":
      case "LogicalExpression":
        stack.push(n.left, n.right);
        break;
      case "ConditionalExpression":
        stack.push(n.test, n.consequent, n.alternate);
        break;
      case "ArrayExpression":
        for (const element of n.elements) {
          if (element?.type === "SpreadElement") return false;
          if (element) stack.push(element);
        }
        break;
      case "ObjectExpression":
        for (const property of n.properties) {
          if (property.type === "SpreadElement") return false;
          if (property.computed) stack.push(property.key);
          stack.push(property.value);
        }
        break;
      default:
        return false;
    }
  }
  return true;
}
