import { typeSpecs, type Binding, type FieldSpec, type Kind, type Role } from "../schema/index.js";
import type { ConfigLiteral, ConfigObject } from "./config-literal.js";

/** What identified a configuration in source, in any front end: its kind, its role and the name that named it. */
export interface ConfigMatch {
  readonly kind: Kind;
  readonly role: Role;
  /** The type or construct name that identified the configuration. */
  readonly typeName: string;
  /** See ConfigLiteral.ownKeys. */
  readonly ownKeys?: ReadonlySet<string>;
}

/** Whether two matches (or their absence) identify the same configuration type. */
export function sameMatch(a: ConfigMatch | null | undefined, b: ConfigMatch | null | undefined): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.role === b.role && a.typeName === b.typeName);
}

/** The fields per kind, for a backend (without the data source's own) and for any other role. */
const fieldLists = new Map<Kind, { readonly backend: readonly FieldSpec[]; readonly other: readonly FieldSpec[] }>();

/** The fields a configuration of a match takes: a backend takes none of the data source's own. */
export function fieldsOf(match: Pick<ConfigMatch, "kind" | "role">): readonly FieldSpec[] {
  let lists = fieldLists.get(match.kind);
  if (!lists) {
    const all = typeSpecs[match.kind].fields;
    lists = { backend: all.filter((f) => !f.dataSourceOnly), other: all };
    fieldLists.set(match.kind, lists);
  }
  return match.role === "backend" ? lists.backend : lists.other;
}

/**
 * The configuration a front end found: the object it built, with what identified it. Copied by name rather than
 * spread, which V8 runs through its runtime in the cold code a lint run mostly is.
 */
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
