// A deterministic corpus of the tool's JSON syntax for the bench (`--modes json`): what <kit> writes out for
// each stack (`out/stacks/<stack>/cdk.tf.json`: the syntax's "//" metadata, providers, variables, locals, dozens
// of resources with nested blocks, lists and references, outputs, and the stack's backend at
// `terraform.backend.<store>`), and in one file of ten a hand-written `infra/<name>.tf.json` (a backend and
// remote-state data sources of the three stores). About one file in three holds a mistake the rules report (a
// wrong-case or public ACL, a session expiration out of range, a missing bucket, an interpolation in a
// backend). File i depends only on the seed and i: the corpus of 100 files is the first 100 of 1600.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AREAS, ENVS, NOUNS, REGIONS, STACKS, isConfigFile, random } from "./corpus.mjs";

const RESOURCE_TYPES = [
  [
    "compute_instance",
    (r, n) => ({
      name: n,
      machine_type: r.pick(["small", "medium", "large"]),
      zone: `${r.pick(REGIONS)}-a`,
      tags: r.some(["web", "db", "batch", "edge"], 2),
      boot_disk: [{ initialize_params: [{ image: "debian-12", size: r.int(10, 200) }] }],
      network_interface: [{ network: "${network_vpc.main.id}", access_config: [{}] }],
      metadata: { owner: r.pick(AREAS), env: r.pick(ENVS) },
    }),
  ],
  ["network_vpc", (r, n) => ({ name: n, cidr_block: `10.${r.int(0, 255)}.0.0/16`, enable_dns: r.chance(0.5) })],
  [
    "storage_bucket",
    (r, n) => ({
      name: `${n}-${r.int(1000, 9999)}`,
      location: r.pick(REGIONS),
      versioning: [{ enabled: true }],
      lifecycle_rule: [{ action: [{ type: "Delete" }], condition: [{ age: r.int(7, 365) }] }],
      labels: { team: r.pick(AREAS) },
    }),
  ],
  [
    "database_instance",
    (r, n) => ({
      name: n,
      engine: r.pick(["postgres", "mysql"]),
      version: `${r.int(12, 16)}`,
      settings: [
        {
          tier: "db-custom-2-7680",
          backup_configuration: [{ enabled: true, start_time: "03:00" }],
          ip_configuration: [{ private_network: "${network_vpc.main.id}", require_ssl: true }],
        },
      ],
      deletion_protection: r.chance(0.8),
    }),
  ],
  [
    "queue",
    (r, n) => ({
      name: n,
      visibility_timeout_seconds: r.int(30, 900),
      message_retention_seconds: r.int(3600, 1209600),
      redrive_policy: JSON.stringify({ maxReceiveCount: r.int(3, 10) }),
    }),
  ],
  [
    "dns_record",
    (r, n) => ({
      name: `${n}.example.com`,
      type: r.pick(["A", "CNAME", "TXT"]),
      ttl: r.pick([60, 300, 3600]),
      records: ["${compute_instance.web.network_interface.0.access_config.0.nat_ip}"],
    }),
  ],
  [
    "iam_binding",
    (r, n) => ({
      role: `roles/${r.pick(["viewer", "editor", "storage.admin"])}`,
      members: [`serviceAccount:${n}@example.iam.gserviceaccount.com`],
      condition: [{ title: n, expression: `request.time < timestamp("202${r.int(6, 9)}-01-01T00:00:00Z")` }],
    }),
  ],
];

function stackOf(i) {
  return `${STACKS[i % STACKS.length].toLowerCase()}-${NOUNS[i % NOUNS.length].toLowerCase()}-${i}`;
}

export function jsonFilePath(i) {
  return isConfigFile(i) ? `infra/${AREAS[i % AREAS.length]}-${i}.tf.json` : `out/stacks/${stackOf(i)}/cdk.tf.json`;
}

/** A backend of a store, with a mistake in about one file of three. */
function backendOf(r, i, store) {
  const mistake = r.chance(1 / 3) ? r.int(0, 4) : -1;
  const env = r.pick(ENVS);
  const config =
    store === "oss"
      ? {
          bucket: `acme-${env}-state`,
          key: `${stackOf(i)}/tool.tfstate`,
          region: "cn-hangzhou",
          encrypt: true,
          acl: "private",
          assume_role_role_arn: "acs:ram::1234567890:role/deploy",
          assume_role_session_expiration: 1800,
        }
      : store === "cos"
        ? {
            bucket: `acme-${env}-state-1250000000`,
            region: "ap-guangzhou",
            key: `${stackOf(i)}/tool.tfstate`,
            encrypt: true,
            acl: "private",
          }
        : { bucket: `acme-${env}-state`, prefix: `${stackOf(i)}` };
  if (mistake === 0) config.acl = store === "gcs" ? undefined : "PRIVATE";
  if (mistake === 1 && store === "oss") config.assume_role_session_expiration = 600;
  if (mistake === 2) delete config.bucket;
  if (mistake === 3) config.key = "${var.state_key}";
  if (mistake === 4 && store !== "gcs") config.acl = "public-read";
  return config;
}

function resourcesOf(r, i) {
  const resource = {};
  const count = r.int(25, 45);
  for (let k = 0; k < count; k++) {
    const [type, make] = r.pick(RESOURCE_TYPES);
    const name = `${NOUNS[(i + k) % NOUNS.length].toLowerCase()}_${k}`;
    resource[type] ??= {};
    resource[type][name] = {
      ...make(r, name),
      "//": {
        metadata: {
          path: `${stackOf(i)}/${name}`,
          uniqueId: `${name}_${r.int(10000, 99999).toString(16).toUpperCase()}`,
        },
      },
    };
  }
  return resource;
}

function writtenOut(r, i) {
  const store = r.pick(["oss", "cos", "gcs"]);
  const document = {
    "//": { metadata: { backend: store, stackName: stackOf(i), version: "0.20.0" }, outputs: {} },
    provider: { cloud: [{ region: r.pick(REGIONS) }] },
    variable: { state_key: { type: "string", default: `${stackOf(i)}.tfstate` } },
    locals: { env: r.pick(ENVS), owner: AREAS[i % AREAS.length] },
    resource: resourcesOf(r, i),
    output: { endpoint: { value: "${compute_instance.web.network_interface.0.access_config.0.nat_ip}" } },
    terraform: {
      required_providers: { cloud: { source: "example/cloud", version: "~> 5.0" } },
      backend: { [store]: backendOf(r, i, store) },
    },
  };
  if (r.chance(0.3)) {
    document.data = {
      terraform_remote_state: {
        network: {
          backend: store,
          config: { ...backendOf(r, i, store), key: "network/tool.tfstate" },
          workspace: r.pick(ENVS),
        },
      },
    };
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}

function handWritten(r, i) {
  const store = r.pick(["oss", "cos", "gcs"]);
  const document = {
    terraform: { backend: { [store]: backendOf(r, i, store) } },
    data: {
      terraform_remote_state: Object.fromEntries(
        ["oss", "cos", "gcs"].map((other) => [
          `${other}_upstream`,
          { backend: other, config: backendOf(r, i, other), defaults: { ready: true } },
        ]),
      ),
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function generateJsonFile(seed, i) {
  const r = random(seed, i);
  return { path: jsonFilePath(i), text: isConfigFile(i) ? handWritten(r, i) : writtenOut(r, i) };
}

/** Writes `count` JSON files under `dir`. Returns the paths, the line count and how many hold configurations. */
export function writeJsonCorpus(dir, count, { seed }) {
  const files = [];
  let lines = 0;
  for (let i = 0; i < count; i++) {
    const file = generateJsonFile(seed, i);
    mkdirSync(path.join(dir, path.dirname(file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text);
    files.push(file.path);
    lines += file.text.split("\n").length - 1;
  }
  // Every file holds a backend: written out for each stack, or written by hand.
  return { files, lines, configs: count };
}
