import { typeSpecs, type Binding, type FieldSpec, type Kind, type Role } from "../schema/index.js";
import type { ConfigLiteral, ConfigObject } from "./config-literal.js";

export interface ConfigMatch {
  readonly kind: Kind;
  readonly role: Role;
  readonly typeName: string;
  /** See ConfigLiteral.ownKeys. */
  readonly ownKeys?: ReadonlySet<string>;
}

export function sameMatch(a: ConfigMatch | null | undefined, b: ConfigMatch | null | undefined): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.role === b.role && a.typeName === b.typeName);
}

const fieldLists = new Map<Kind, { readonly backend: readonly FieldSpec[]; readonly other: readonly FieldSpec[] }>();

export function fieldsOf(match: Pick<ConfigMatch, "kind" | "role">): readonly FieldSpec[] {
  let lists = fieldLists.get(match.kind);
  if (!lists) {
    const all = typeSpecs[match.kind].fields;
    lists = { backend: all.filter((f) => !f.dataSourceOnly), other: all };
    fieldLists.set(match.kind, lists);
  }
  return match.role === "backend" ? lists.backend : lists.other;
}

/** Copied by name rather than spread, which V8 runs through its runtime in cold code. */
export function configLiteral(object: ConfigObject, match: ConfigMatch, binding: Binding): ConfigLiteral {
  const { entries, fields, editable, span, handle } = object;
  const { kind, role, typeName, ownKeys } = match;
  const literal = {
    entries,
    fields,
    editable,
    span,
    handle,
    kind,
    role,
    spec: typeSpecs[kind],
    typeName,
    binding,
  };
  return ownKeys ? { ...literal, ownKeys } : literal;
}
