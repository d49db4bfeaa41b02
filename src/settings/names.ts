import { kinds, typeSpecs } from "../schema/index.js";
import { DEFAULT_TOOL_NAME } from "./defaults.js";
import type { ConstructEntry, NameTable, ResolvedSettings, TypeEntry } from "./types.js";

/** `Tool` ending a word of a schema name (`DataToolRemoteStateGcs`). */
export const TOOL_IN_NAME = /Tool(?![a-z])/;

/** The word published names hold for `Tool`: PascalCase, as in every binding (not `DatabaseRemoteStateGcs`). */
const PUBLISHED_WORD = "[A-Z][A-Za-z0-9]*";
const WORD = new RegExp(`^${PUBLISHED_WORD}$`);

const escapeSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One search instead of an `includes` per text; a text inside another stays: finding it would compare every pair. */
function substringPattern(texts: readonly string[]): RegExp {
  const unique = [...new Set(texts)];
  // An empty pattern would match everywhere.
  return unique.length === 0 ? /(?!)/ : new RegExp(unique.map(escapeSource).join("|"));
}

interface Template<T> {
  readonly before: string;
  readonly after: string;
  readonly entry: (word: string) => T;
}

export function splitName(name: string): { before: string; after: string } | undefined {
  const at = TOOL_IN_NAME.exec(name);
  return at ? { before: name.slice(0, at.index), after: name.slice(at.index + DEFAULT_TOOL_NAME.length) } : undefined;
}

class Published<T> {
  readonly source: string;
  readonly #found = new Map<string, T>();

  constructor(readonly templates: readonly Template<T>[]) {
    this.source = templates.map((t) => `${escapeSource(t.before)}${PUBLISHED_WORD}${escapeSource(t.after)}`).join("|");
  }

  get(name: string): T | undefined {
    const found = this.#found.get(name);
    if (found !== undefined) return found;
    for (const { before, after, entry } of this.templates) {
      if (
        name.length > before.length + after.length &&
        name.startsWith(before) &&
        name.endsWith(after) &&
        WORD.test(name.slice(before.length, name.length - after.length))
      ) {
        const value = entry(name.slice(before.length, name.length - after.length));
        this.#found.set(name, value);
        return value;
      }
    }
    return undefined;
  }
}

export class Names<T extends TypeEntry> implements NameTable<T> {
  readonly source: string;
  #mentions: RegExp | undefined;
  /**
   * @param exact the names looked up as written
   * @param excluded published names that are not the table's (see `without`)
   */
  constructor(
    readonly exact: ReadonlyMap<string, T>,
    private readonly published: Published<T>,
    private readonly excluded?: ReadonlySet<string>,
  ) {
    this.source = [...[...exact.keys()].map(escapeSource), published.source].join("|");
  }
  get publishedSource(): string {
    return this.published.source;
  }
  get(name: string): T | undefined {
    return this.exact.get(name) ?? (this.excluded?.has(name) ? undefined : this.published.get(name));
  }
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }
  isPublished(name: string): boolean {
    return this.published.get(name) !== undefined;
  }
  mentions(text: string): boolean {
    return (this.#mentions ??= substringPattern([...this.exact.keys(), ...PUBLISHED_MARKS])).test(text);
  }
  without(names: ReadonlySet<string>): NameTable<T> {
    const exact = new Map([...this.exact].filter(([name]) => !names.has(name)));
    return new Names(exact, this.published, new Set([...(this.excluded ?? []), ...names]));
  }
}

export const publishedTypes = new Published<TypeEntry>(
  kinds.flatMap((kind) =>
    typeSpecs[kind].typeNames.flatMap((t) => {
      const parts = splitName(t.name);
      const entry: TypeEntry = { kind, role: t.role };
      return parts ? [{ ...parts, entry: () => entry }] : [];
    }),
  ),
);

export const publishedConstructs = new Published<ConstructEntry>(
  kinds.flatMap((kind) =>
    typeSpecs[kind].constructs.flatMap((c) => {
      const parts = splitName(c.name);
      const entry = (word: string): ConstructEntry => ({
        kind,
        role: c.role,
        configArgument: c.configArgument,
        // `DataForgeRemoteStateGcs` takes `DataForgeRemoteStateGcsConfig`.
        configType: c.configType.replace(TOOL_IN_NAME, word),
      });
      return parts ? [{ ...parts, entry }] : [];
    }),
  ),
);

/** What every published name holds after its word: a text holding none of these holds no published name. */
const PUBLISHED_MARKS: readonly string[] = (() => {
  const afters = [...new Set([...publishedTypes.templates, ...publishedConstructs.templates].map((t) => t.after))];
  return afters.filter((a) => !afters.some((b) => b !== a && a.includes(b)));
})();

const PUBLISHED_MARKED = substringPattern(PUBLISHED_MARKS);

/** In a longer word too: what mentionsAnyName looks for past the marks. */
const PUBLISHED_ANYWHERE = new RegExp(`${publishedTypes.source}|${publishedConstructs.source}`);

/** A non-ASCII letter next to one is the caller's to check. */
const PUBLISHED_WORDS = new RegExp(
  `(?<![\\w$])(?:${publishedTypes.source}|${publishedConstructs.source})(?![\\w$])`,
  "g",
);

/** The cheap test before a file's tree is read, which most files never need. */
export function mentionsAnyName(text: string, settings: ResolvedSettings): boolean {
  let search = searches.get(settings);
  if (!search) {
    const exact = [...settings.typeNames.exact.keys(), ...settings.constructNames.exact.keys()];
    search = { any: substringPattern([...exact, ...PUBLISHED_MARKS]), exact: substringPattern(exact) };
    searches.set(settings, search);
  }
  // Only a text that holds a mark is searched for the published names' shape.
  if (!search.any.test(text)) return false;
  return search.exact.test(text) || PUBLISHED_ANYWHERE.test(text);
}

const searches = new WeakMap<ResolvedSettings, { readonly any: RegExp; readonly exact: RegExp }>();

export function mentionsPublished(text: string): boolean {
  return PUBLISHED_MARKED.test(text);
}

/** Exact names maybe inside a longer word, published names as whole words; the caller checks whole words. */
export function namesIn(text: string, settings: ResolvedSettings): Set<string> {
  const names = new Set<string>();
  for (const name of settings.typeNames.exact.keys()) if (text.includes(name)) names.add(name);
  for (const name of settings.constructNames.exact.keys()) if (text.includes(name)) names.add(name);
  if (mentionsPublished(text)) for (const match of text.matchAll(PUBLISHED_WORDS)) names.add(match[0]);
  return names;
}
