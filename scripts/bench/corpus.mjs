// Deterministic corpus for the bench: ordinary TypeScript (classes, generics, overloads, imports between
// files, many object literals with keys such as key/region/prefix/endpoint/profile/encrypt) and, in one file
// of ten, state-backend configurations of <kit> (stand-in types: tests/fixtures/kit.d.ts). File i depends only
// on the seed and i, and imports only files before it: the corpus of 100 files is the first 100 of 1600.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** mulberry32: a small seeded PRNG. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function random(seed, i) {
  const next = prng((seed * 1_000_003 + i * 7_919) >>> 0);
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    some: (list, n) => {
      const copy = [...list];
      const out = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
  return r;
}

export const NOUNS = [
  "Account",
  "Invoice",
  "Order",
  "Customer",
  "Product",
  "Shipment",
  "Payment",
  "Ticket",
  "Report",
  "Session",
  "Asset",
  "Budget",
  "Campaign",
  "Contract",
  "Device",
  "Document",
  "Employee",
  "Incident",
  "Job",
  "Ledger",
  "Lead",
  "Metric",
  "Note",
  "Offer",
  "Partner",
  "Plan",
  "Quote",
  "Refund",
  "Release",
  "Review",
  "Route",
  "Schedule",
  "Segment",
  "Subscription",
  "Task",
  "Team",
  "Tenant",
  "Upload",
  "Vendor",
  "Warehouse",
  "Webhook",
  "Workflow",
];
export const AREAS = ["billing", "catalog", "identity", "orders", "search", "storage", "messaging", "reporting"];
export const STACKS = ["Network", "Database", "Cluster", "Edge", "Queue", "Registry", "Monitoring", "Identity"];
export const REGIONS = ["eu-central-1", "us-east-1", "ap-southeast-1", "cn-hangzhou", "cn-beijing", "ap-guangzhou"];
export const ENVS = ["dev", "staging", "prod"];

/** Every tenth file (index 7, 17, 27, ...) holds configurations. */
export function isConfigFile(i) {
  return i % 10 === 7;
}

function entity(i) {
  const noun = NOUNS[i % NOUNS.length];
  return { E: `${noun}${i}`, e: `${noun.toLowerCase()}${i}`, noun };
}

function stackName(i) {
  return `${STACKS[i % STACKS.length]}${i}`;
}

/** Path of file i inside the corpus (file 0 is the shared core module). */
export function filePath(i) {
  if (i === 0) return "src/core/app.ts";
  if (isConfigFile(i)) return `src/stacks/${stackName(i).toLowerCase()}-stack.ts`;
  const { noun } = entity(i);
  return `src/${AREAS[i % AREAS.length]}/${noun.toLowerCase()}-${i}.ts`;
}

function importPath(from, to) {
  let rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.ts$/, ".js");
  if (!rel.startsWith(".")) rel = `./${rel}`;
  return rel;
}

/** Earlier ordinary files that file i imports (the closest ones more often). */
function dependencies(r, i, count) {
  const out = new Set();
  for (let tries = 0; out.size < count && tries < 20; tries++) {
    const span = Math.min(i - 1, 60);
    if (span < 1) break;
    const j = i - 1 - Math.floor(r.next() * r.next() * span);
    if (j >= 1 && !isConfigFile(j)) out.add(j);
  }
  return [...out].sort((a, b) => a - b);
}

const CORE = `// Shared building blocks of the application (generated for the bench).
export interface StackProps {
  readonly env: string;
  readonly region?: string;
  readonly stateBucket: string;
  readonly tags?: Record<string, string>;
}

export class App {
  readonly stacks: Stack[] = [];
  constructor(readonly name: string) {}

  synth(): string[] {
    return this.stacks.flatMap((stack) => stack.validate());
  }
}

export class Stack {
  readonly children: unknown[] = [];
  constructor(
    readonly scope: App,
    readonly id: string,
  ) {
    scope.stacks.push(this);
  }

  validate(): string[] {
    return this.children.length === 0 ? [\`\${this.id} is empty\`] : [];
  }
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface RequestOptions {
  readonly endpoint: string;
  readonly region?: string;
  readonly method?: Method;
  readonly headers?: Record<string, string>;
  readonly key?: string;
  readonly timeoutMs?: number;
}

export interface Response<T> {
  readonly status: number;
  readonly body: T;
}

export function request<T>(url: string): Promise<Response<T>>;
export function request<T>(options: RequestOptions): Promise<Response<T>>;
export function request<T>(url: string, options: Partial<RequestOptions>): Promise<Response<T>>;
export function request<T>(target: string | RequestOptions, options: Partial<RequestOptions> = {}): Promise<Response<T>> {
  const resolved = typeof target === "string" ? { ...options, endpoint: target } : target;
  return Promise.resolve({ status: resolved.endpoint ? 200 : 404, body: undefined as unknown as T });
}

export function withDefaults<T extends object>(defaults: T, overrides: Partial<T> = {}): T {
  return { ...defaults, ...overrides };
}

export function merge<T>(...parts: Partial<T>[]): Partial<T> {
  return Object.assign({}, ...parts);
}

export class Cache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  constructor(private readonly options: { ttlMs: number; prefix?: string; max?: number } = { ttlMs: 60_000 }) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: K, value: V): this {
    if (this.options.max !== undefined && this.entries.size >= this.options.max) this.entries.clear();
    this.entries.set(key, { value, expires: Date.now() + this.options.ttlMs });
    return this;
  }
}

export type Level = "debug" | "info" | "warn" | "error";

export class Logger {
  constructor(private readonly options: { level: Level; prefix?: string }) {}

  log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
    console.log(JSON.stringify({ level, message: \`\${this.options.prefix ?? ""}\${message}\`, ...fields }));
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.log("info", message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.log("warn", message, fields);
  }
}

export interface DomainEvent {
  readonly type: string;
  readonly at?: number;
}

export function emit<E extends DomainEvent>(event: E): E {
  console.log(event.type);
  return { ...event, at: event.at ?? Date.now() };
}

export abstract class Repository<T extends { readonly key: string }> {
  protected readonly items = new Map<string, T>();
  constructor(protected readonly options: { name: string; prefix?: string }) {}

  upsert(item: T): T {
    this.items.set(\`\${this.options.prefix ?? ""}\${item.key}\`, item);
    return item;
  }

  where(predicate: (item: T) => boolean): T[] {
    return [...this.items.values()].filter(predicate);
  }
}

export function env(name: string, fallback = ""): string {
  return process.env[name] ?? fallback;
}
`;

function ordinaryFile(seed, i) {
  const r = random(seed, i);
  const self = filePath(i);
  const { E, e } = entity(i);
  const deps = dependencies(r, i, r.int(1, 3));
  const region = r.pick(REGIONS);
  const out = [];
  out.push(
    `import { Cache, Logger, Repository, emit, merge, request, withDefaults, type RequestOptions } from "${importPath(self, filePath(0))}";`,
  );
  for (const j of deps) {
    const d = entity(j);
    out.push(`import { ${d.E}Service, ${d.e}Defaults, type ${d.E}Record } from "${importPath(self, filePath(j))}";`);
  }
  const extras = r.some(
    [
      "amount?: number;",
      "owner?: string;",
      "description: string;",
      "version: number;",
      "parentKey?: string;",
      "archivedAt?: number;",
    ],
    r.int(1, 3),
  );
  out.push(`
const logger = new Logger({ level: "info", prefix: "${e}: " });

export type ${E}Status = "active" | "archived" | "pending";

export interface ${E}Record {
  readonly id: string;
  readonly key: string;
  readonly region: string;
  status: ${E}Status;
  createdAt: number;
  tags: Record<string, string>;
  ${extras.join("\n  ")}
}

export interface ${E}ServiceOptions {
  readonly endpoint: string;
  readonly region?: string;
  readonly prefix?: string;
  readonly profile?: string;
  readonly retries?: number;
}

export const ${e}Defaults = { region: "${region}", prefix: "${e}/", retries: ${r.int(1, 5)} };

export class ${E}Service {
  private readonly cache = new Cache<string, ${E}Record>({ ttlMs: ${r.int(1, 60) * 1000}, prefix: "${e}:" });
  private readonly options: ${E}ServiceOptions;

  constructor(options: ${E}ServiceOptions) {
    this.options = { ...${e}Defaults, ...options };
  }

  async find(key: string): Promise<${E}Record | undefined> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const response = await request<${E}Record>({ endpoint: this.options.endpoint, key: \`\${this.options.prefix ?? ""}\${key}\`, method: "GET" });
    if (response.status !== 200) return undefined;
    this.cache.set(key, response.body);
    return response.body;
  }

  async save(record: ${E}Record): Promise<void> {
    await request<void>(this.options.endpoint, { method: "PUT", key: record.key, headers: { "content-type": "application/json" } });
    logger.info("saved", { key: record.key, region: record.region });
  }

  create(input: Pick<${E}Record, "key"> & Partial<${E}Record>): ${E}Record {
    return { id: \`\${Date.now()}\`, region: this.options.region ?? "${region}", status: "pending", createdAt: Date.now(), tags: {}, ${extras.some((x) => x.startsWith("description")) ? 'description: "", ' : ""}${extras.some((x) => x.startsWith("version")) ? "version: 1, " : ""}...input };
  }
}`);
  const blocks = [
    () => `
export function index${E}<K extends keyof ${E}Record>(items: readonly ${E}Record[], by: K): Map<${E}Record[K], ${E}Record> {
  const index = new Map<${E}Record[K], ${E}Record>();
  for (const item of items) index.set(item[by], item);
  return index;
}`,
    () => `
function describe${E}(record: ${E}Record): string;
function describe${E}(record: ${E}Record, options: { prefix?: string; verbose?: boolean }): string;
function describe${E}(record: ${E}Record, options: { prefix?: string; verbose?: boolean } = {}): string {
  const head = \`\${options.prefix ?? ""}\${record.key}\`;
  return options.verbose ? \`\${head} (\${record.region}, \${record.status})\` : head;
}

export function summary${E}(records: ${E}Record[]): string[] {
  return records.map((record) => describe${E}(record, { prefix: "${e}:", verbose: record.status !== "archived" }));
}`,
    () => `
export function rows${E}(records: readonly ${E}Record[]) {
  return records
    .filter((record) => record.status === "active")
    .map((record) => ({ key: record.key, region: record.region, label: record.id, age: Date.now() - record.createdAt }));
}`,
    () => `
export function group${E}ByRegion(records: readonly ${E}Record[]): Record<string, ${E}Record[]> {
  return records.reduce<Record<string, ${E}Record[]>>((groups, record) => ({ ...groups, [record.region]: [...(groups[record.region] ?? []), record] }), {});
}`,
    () => `
export function announce${E}(record: ${E}Record) {
  return emit({ type: "${e}.${r.pick(["created", "updated", "deleted"])}", key: record.key, region: record.region });
}`,
    () => `
export const ${e}Options = withDefaults({ endpoint: "https://${e}.example.com", region: "${r.pick(REGIONS)}", prefix: "${e}" }, { region: "${r.pick(REGIONS)}" });
const ${e}Patch = merge<${E}Record>({ region: "${region}" }, { status: "active" }, {});`,
    () => `
export class ${E}Repository extends Repository<${E}Record> {
  constructor() {
    super({ name: "${e}", prefix: "${e}/" });
  }

  active(): ${E}Record[] {
    return this.where((item) => item.status === "active");
  }
}`,
    () => `
export function badge${E}(status: ${E}Status): { label: string; tone: "ok" | "warn" | "muted" } {
  switch (status) {
    case "active":
      return { label: "Active", tone: "ok" };
    case "pending":
      return { label: "Pending", tone: "warn" };
    default:
      return { label: "Archived", tone: "muted" };
  }
}`,
    () => `
export const ${e}Policy = {
  version: "${r.int(2015, 2024)}-10-17",
  statement: [
    { effect: "Allow", action: ["storage:GetObject", "storage:ListObjects"], resource: ["${e}/*"] },
    { effect: "${r.pick(["Allow", "Deny"])}", action: ["storage:PutObject"], resource: ["${e}/uploads/*"], condition: { ipAddress: { sourceIp: ["10.0.0.0/8"] } } },
  ],
};`,
    () => `
export function paginate${E}<T>(items: readonly T[], { page = 1, size = ${r.pick([10, 20, 50])} }: { page?: number; size?: number } = {}): { page: number; size: number; items: T[] } {
  const start = (page - 1) * size;
  return { page, size, items: items.slice(start, start + size) };
}`,
    () => `
export function count${E}ByStatus(records: readonly ${E}Record[]): Record<${E}Status, number> {
  const counts: Record<${E}Status, number> = { active: 0, archived: 0, pending: 0 };
  const seen: Record<string, boolean> = {};
  for (const record of records) {
    if (seen[record.key]) continue;
    seen[record.key] = true;
    counts[record.status] += 1;
  }
  return counts;
}`,
    () => `
export async function sync${E}(service: ${E}Service, keys: string[], options: Partial<RequestOptions> = {}): Promise<number> {
  let synced = 0;
  for (const key of keys) {
    try {
      const record = await service.find(key);
      if (!record) continue;
      await service.save({ ...record, tags: { ...record.tags, synced: "true" } });
      await request("https://audit.example.com", { ...options, key, method: "POST" });
      synced += 1;
    } catch (error) {
      logger.warn("sync failed", { key, error: String(error), attempt: synced });
    }
  }
  return synced;
}`,
  ];
  for (const block of r.some(blocks, r.int(5, 9))) out.push(block());
  for (const j of deps) {
    const d = entity(j);
    out.push(`
const ${d.e}Client${i} = new ${d.E}Service({ ...${d.e}Defaults, endpoint: "https://${d.e}.example.com", profile: "${r.pick(ENVS)}" });

export async function load${d.E}For${E}(key: string): Promise<${d.E}Record | undefined> {
  const found = await ${d.e}Client${i}.find(key);
  if (found) logger.info("loaded", { key, region: found.region, from: "${d.e}" });
  return found ?? ${d.e}Client${i}.create({ key, region: ${d.e}Defaults.region, tags: { source: "${e}" } });
}`);
  }
  return `${out.join("\n")}\n`;
}

function configFile(seed, i) {
  const r = random(seed, i);
  const self = filePath(i);
  const S = stackName(i);
  const s = S.toLowerCase();
  const deps = dependencies(r, i, r.int(1, 2));
  const region = r.pick(REGIONS);
  const env = r.pick(ENVS);
  // About one configuration file in three holds a mistake that the rules report ("helper": one that only
  // typed linting can see, in an object passed to a helper that takes a configuration).
  const mistake = r.chance(0.35)
    ? r.pick(["acl", "bucket", "assumeRole", "expiration", "credentials", "helper"])
    : undefined;
  const out = [];
  out.push(`import { App, Logger, Stack, env, type StackProps } from "${importPath(self, filePath(0))}";`);
  out.push(
    `import { CosBackend, DataToolRemoteStateGcs, GcsBackend, OssBackend, type CosBackendConfig, type GcsBackendConfig, type OssBackendConfig } from "kit";`,
  );
  if (r.chance(0.3)) out.push(`import * as kit from "kit";`);
  for (const j of deps) {
    const d = entity(j);
    out.push(`import { ${d.E}Service, ${d.e}Defaults } from "${importPath(self, filePath(j))}";`);
  }
  const hasKit = out.some((line) => line.startsWith("import * as kit"));
  out.push(`
const logger = new Logger({ level: "info", prefix: "${s}: " });

const common${i} = { region: "${region}", encrypt: true, prefix: "teams/${s}" };

export class ${S}Stack extends Stack {
  constructor(scope: App, id: string, props: StackProps) {
    super(scope, id);
    new OssBackend(this, { bucket: props.stateBucket, key: \`\${id}.tfstate\`, ...common${i}, acl: "${mistake === "acl" ? "PRIVATE" : "private"}" });
    logger.info("stack", { id, region: props.region ?? "${region}", env: props.env });
  }
}

export const ${s}State: OssBackendConfig = {
  bucket: "${mistake === "bucket" ? "" : `state-${s}`}",
  key: "${s}/terraform.tfstate",
  region: "${region}",
  endpoint: "oss-${region}.example.com",
  profile: "${env}",
  ${mistake === "assumeRole" ? `assumeRole: { roleArn: "acs:ram::123:role/deploy", sessionName: "${s}" },` : `assumeRoleRoleArn: "acs:ram::123:role/deploy",`}
  assumeRoleSessionExpiration: ${mistake === "expiration" ? 600 : r.pick([900, 1800, 3600])},
};

export function ${s}Backend(environment: string, overrides: Partial<CosBackendConfig> = {}): CosBackendConfig {
  return { bucket: \`state-\${environment}-${i}\`, region: "${r.pick(REGIONS)}", prefix: environment, ...overrides };
}

function apply${S}State(scope: Stack, config: OssBackendConfig): OssBackend {
  return new OssBackend(scope, config);
}

function stateOf${S}(config: OssBackendConfig): string;
function stateOf${S}(config: CosBackendConfig, region: string): string;
function stateOf${S}(config: OssBackendConfig | CosBackendConfig, region?: string): string {
  return \`\${config.bucket}/\${region ?? config.region ?? ""}\`;
}

function tagged${S}<C extends GcsBackendConfig>(config: C, tag: string): C {
  return Object.assign({}, config, { prefix: \`\${config.prefix ?? ""}\${tag}\` });
}

export class ${S}RemoteState extends Stack {
  readonly gcs = new GcsBackend(this, { bucket: "${s}-gcs-state", prefix: "${env}/${s}"${mistake === "credentials" ? `, accessToken: env("GCS_TOKEN"), credentials: "./sa.json"` : `, credentials: "./sa.json"`} });

  constructor(scope: App, props: StackProps) {
    super(scope, "${s}-remote");
    new DataToolRemoteStateGcs(this, "upstream", { bucket: props.stateBucket, prefix: "${env}/upstream", workspace: "${env}" });
    new CosBackend(this, ${s}Backend(props.env, { key: "${s}.tfstate", encrypt: true }));
    apply${S}State(this, { bucket: ${mistake === "helper" ? '""' : `env("STATE_BUCKET", "fallback-${i}")`}, key: "${s}/apply.tfstate", region: props.region });
    stateOf${S}({ bucket: "${s}-legacy", prefix: "legacy" });
    stateOf${S}({ bucket: "${s}-cos", key: "cos.tfstate" }, "${r.pick(REGIONS)}");
    tagged${S}({ bucket: "${s}-tagged", prefix: "blue/" }, "${env}");
  }
}

export const ${s}Cos = { bucket: "${s}-cos-state", region: "${region}", acl: "private" } satisfies CosBackendConfig;
export const ${s}Environments: readonly GcsBackendConfig[] = [
  { bucket: "${s}-dev", prefix: "dev" },
  { bucket: "${s}-prod", prefix: "prod", kmsEncryptionKey: env("KMS_KEY") },
];`);
  if (hasKit) {
    out.push(`
export function ${s}Fallback(scope: Stack): kit.OssBackend {
  return new kit.OssBackend(scope, { ...${s}State, key: "${s}/fallback.tfstate" });
}`);
  }
  for (const j of deps) {
    const d = entity(j);
    out.push(`
export const ${d.e}For${S} = new ${d.E}Service({ ...${d.e}Defaults, endpoint: "https://${d.e}.${env}.example.com", region: "${region}" });`);
  }
  return `${out.join("\n")}\n`;
}

/**
 * What the files of a corpus import besides each other and <kit> (`--corpora`): "plain" nothing (no
 * @types/node either), "node" Node's built-in modules (@types/node), "packages" those and popular packages
 * with large declaration files (TypeScript, ESLint, typescript-eslint, Vitest, fast-check, Prettier, semver:
 * this repository's own devDependencies, resolved through a node_modules link). Each import comes with code
 * that uses it. The plain corpus is the bench's first; the others add to each file what its flavour draws
 * (from a PRNG of their own: file i has the same code in every flavour, plus its imports).
 */
export const FLAVOURS = ["plain", "node", "packages"];

/** Node built-ins: an import and code that uses it. */
const NODE_USES = [
  ({ E }) => [
    `import { existsSync, readFileSync } from "node:fs";`,
    `export function read${E}Fixture(file: string): ${E}Record[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ${E}Record[]) : [];
}`,
  ],
  ({ e }) => [`import path from "node:path";`, `export const ${e}DataDir = path.join(process.cwd(), "data", "${e}");`],
  ({ E, e }) => [
    `import { createHash, randomUUID } from "node:crypto";`,
    `export function ${e}Digest(record: ${E}Record): string {
  return createHash("sha256").update(record.key).update(randomUUID()).digest("hex");
}`,
  ],
  ({ E, e }) => [
    `import { EventEmitter, once } from "node:events";`,
    `export const ${e}Events = new EventEmitter();
export async function next${E}(): Promise<unknown[]> {
  return once(${e}Events, "saved");
}`,
  ],
  ({ E }) => [
    `import type { IncomingMessage, ServerResponse } from "node:http";`,
    `export function handle${E}(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ path: request.url ?? "/", method: request.method }));
}`,
  ],
  ({ E }) => [
    `import { fileURLToPath } from "node:url";`,
    `export const here${E} = fileURLToPath(new URL(".", import.meta.url));`,
  ],
  ({ E }) => [
    `import { Readable } from "node:stream";`,
    `export function stream${E}(records: readonly ${E}Record[]): Readable {
  return Readable.from(records.map((record) => \`\${JSON.stringify(record)}\\n\`));
}`,
  ],
  ({ E }) => [
    `import { inspect, promisify } from "node:util";`,
    `export const show${E} = (record: ${E}Record): string => inspect(record, { depth: 2 });
export const later${E} = promisify((ms: number, done: (error: Error | null) => void) => setTimeout(() => done(null), ms));`,
  ],
  ({ e }) => [`import os from "node:os";`, `export const ${e}Host = \`\${os.hostname()}-\${os.cpus().length}\`;`],
  ({ E }) => [
    `import { setTimeout as delay } from "node:timers/promises";`,
    `export async function retry${E}<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await delay(100 * attempt);
    }
  }
}`,
  ],
];

/** Popular packages with large declaration files: an import and code that uses it. */
const PACKAGE_USES = [
  ({ e }) => [
    `import ts from "typescript";`,
    `export function ${e}FirstStatement(text: string): string {
  const file = ts.createSourceFile("${e}.ts", text, ts.ScriptTarget.Latest, true);
  return ts.SyntaxKind[file.statements[0]?.kind ?? ts.SyntaxKind.Unknown];
}`,
  ],
  ({ E }) => [
    `import { ESLint, type Linter } from "eslint";`,
    `export async function lint${E}(code: string): Promise<Linter.LintMessage[]> {
  const [result] = await new ESLint({ overrideConfigFile: true }).lintText(code);
  return result?.messages ?? [];
}`,
  ],
  ({ E }) => [
    `import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";`,
    `export function is${E}Call(node: TSESTree.Node): node is TSESTree.CallExpression {
  return node.type === AST_NODE_TYPES.CallExpression;
}`,
  ],
  ({ E }) => [
    `import { expect } from "vitest";`,
    `export function expect${E}(record: ${E}Record): void {
  expect(record.key).toBeTypeOf("string");
  expect(record.tags).toMatchObject({});
}`,
  ],
  ({ e }) => [
    `import fc from "fast-check";`,
    `export const ${e}Arbitrary = fc.record({ key: fc.string(), region: fc.constantFrom("eu", "us"), retries: fc.nat(5) });`,
  ],
  ({ E }) => [
    `import { format } from "prettier";`,
    `export const format${E} = (code: string): Promise<string> => format(code, { parser: "typescript" });`,
  ],
  ({ e }) => [
    `import semver from "semver";`,
    `export const ${e}Compatible = (version: string): boolean => semver.satisfies(version, "^1.0.0");`,
  ],
];

/** File i in a flavour: the plain file with the flavour's imports after its own and their uses at its end. */
function flavoured(seed, i, text, flavour) {
  if (flavour === "plain" || i === 0) return text;
  const r = random(seed + 1_000, i);
  const names = isConfigFile(i) ? { E: stackName(i), e: stackName(i).toLowerCase() } : entity(i);
  // A configuration file has no record type of its own: its uses take a plain record.
  const record = isConfigFile(i) ? `type ${names.E}Record = { key: string; tags: Record<string, string> };\n` : "";
  const uses = r.some(NODE_USES, r.int(1, 3));
  if (flavour === "packages") uses.push(...r.some(PACKAGE_USES, r.int(1, 3)));
  const drawn = uses.map((use) => use(names));
  const lines = text.split("\n");
  const lastImport = lines.findLastIndex((line) => line.startsWith("import "));
  lines.splice(lastImport + 1, 0, ...drawn.map(([line]) => line));
  return `${lines.join("\n")}\n${record}${drawn.map(([, code]) => code).join("\n\n")}\n`;
}

export function generateFile(seed, i, flavour = "plain") {
  const text = i === 0 ? CORE : isConfigFile(i) ? configFile(seed, i) : ordinaryFile(seed, i);
  return { path: filePath(i), text: flavoured(seed, i, text, flavour) };
}

const GLOBALS = `// Globals the generated code uses (the corpus has no @types/node).
declare const console: { log(...values: unknown[]): void };
declare const process: { env: Record<string, string | undefined> };
`;

/**
 * Writes a corpus of `count` TypeScript files of a flavour (plus tsconfig.json, the <kit> stand-in, and
 * globals or a node_modules link to this repository's) into `dir`. Returns the relative paths of the linted
 * files and line counts.
 */
export function writeCorpus(dir, count, { seed, root, flavour = "plain" }) {
  mkdirSync(path.join(dir, "types"), { recursive: true });
  writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: "bench-corpus", private: true, type: "module" }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022"],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: flavour === "plain" ? [] : ["node"],
        },
        include: ["types/*.d.ts", "src/**/*.ts"],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    path.join(dir, "types", "kit.d.ts"),
    readFileSync(path.join(root, "tests", "fixtures", "kit.d.ts"), "utf8"),
  );
  if (flavour === "plain") writeFileSync(path.join(dir, "types", "globals.d.ts"), GLOBALS);
  else symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "junction");
  return writeFiles(dir, count, (i) => generateFile(seed, i, flavour));
}

/** Writes the files `generate(i)` gives for i < count under `dir`. Returns their paths, lines and configuration files. */
export function writeFiles(dir, count, generate) {
  const files = [];
  let lines = 0;
  let configs = 0;
  for (let i = 0; i < count; i++) {
    const file = generate(i);
    mkdirSync(path.join(dir, path.dirname(file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text);
    files.push(file.path);
    lines += file.text.split("\n").length - 1;
    if (isConfigFile(i)) configs += 1;
  }
  return { files, lines, configs };
}
