// Deterministic Java, C# and HCL corpora for the bench (`--modes java,csharp,hcl`; HCL: ordinary `.tf` files with
// variables, locals, resources, heredocs and modules, and one in ten with a backend and a remote-state data source): ordinary classes (services,
// records, builders and object initializers of other types, lambdas, loops, string constants with words such
// as bucket/region/acl) and, in one file of ten, <kit> configurations in the forms the front ends understand:
// Java builder chains (`X.builder()`, `new X.Builder()`, `C.Builder.create(scope)`), a builder in a local with
// later setters (some inside `if`), `static final` constants, text blocks, `4000L`, `1_800`; C# object
// initializers (`new X { .. }`, `new X() { .. }`, target-typed `new() { .. }` passed to a construct), a
// local with later assignments (some inside `if`), `const` fields and locals, verbatim and interpolated
// strings, digit separators, trailing commas. About one configuration file in three holds a mistake the
// rules report. File i depends only on the seed and i: the corpus of 100 files is the first 100 of 1600.
import { AREAS, ENVS, NOUNS, REGIONS, STACKS, isConfigFile, random, writeFiles } from "./corpus.mjs";

const EXTENSION = { java: "java", csharp: "cs", hcl: "tf" };

function names(i) {
  const noun = NOUNS[i % NOUNS.length];
  return { E: `${noun}${i}`, e: `${noun.toLowerCase()}${i}`, S: `${STACKS[i % STACKS.length]}${i}` };
}

export function treeSitterFilePath(language, i) {
  const { E, S } = names(i);
  const dir = AREAS[i % AREAS.length];
  const base = isConfigFile(i) ? `${S}Stack` : `${E}Service`;
  if (language === "hcl") return `src/${dir}/${isConfigFile(i) ? `${S.toLowerCase()}-state` : `${E.toLowerCase()}`}.tf`;
  return language === "java" ? `src/${dir}/${base}.java` : `src/${dir[0].toUpperCase()}${dir.slice(1)}/${base}.cs`;
}

// ---------------------------------------------------------------- Java

function javaOrdinary(r, i) {
  const { E, e } = names(i);
  const region = r.pick(REGIONS);
  return `package com.example.${AREAS[i % AREAS.length]};

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.*;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Generated for the bench: ordinary code with builders and strings that are no configuration. */
public final class ${E}Service {
    private static final String REGION = "${region}";
    private static final String PREFIX = "${e}/";
    private static final long TIMEOUT_MS = ${r.int(1, 60)}_000L;
    private static final String QUERY = """
        SELECT id, bucket, region, acl
        FROM ${e}
        WHERE region = ?
        """;

    public record ${E}Record(String id, String key, String region, int version, Map<String, String> tags) {
        public ${E}Record {
            Objects.requireNonNull(id, "id");
            tags = Map.copyOf(tags);
        }
    }

    public enum Status { ACTIVE, ARCHIVED, PENDING }

    private final Map<String, ${E}Record> cache = new HashMap<>();
    private final String endpoint;
    private final int retries;

    public ${E}Service(String endpoint, int retries) {
        this.endpoint = endpoint;
        this.retries = retries;
    }

    public HttpRequest request(String key) {
        return HttpRequest.newBuilder()
            .uri(URI.create(endpoint + "/" + PREFIX + key))
            .timeout(Duration.ofMillis(TIMEOUT_MS))
            .header("x-region", REGION)
            .header("x-acl", "${r.pick(["private", "public-read"])}")
            .GET()
            .build();
    }

    public Optional<${E}Record> find(String key) {
        ${E}Record hit = cache.get(key);
        if (hit != null) {
            return Optional.of(hit);
        }
        for (int attempt = 0; attempt < retries; attempt++) {
            var record = load(key, attempt);
            if (record.isPresent()) {
                cache.put(key, record.get());
                return record;
            }
        }
        return Optional.empty();
    }

    private Optional<${E}Record> load(String key, int attempt) {
        if (key.isBlank() || attempt > ${r.int(2, 9)}) {
            return Optional.empty();
        }
        var tags = new TreeMap<String, String>();
        tags.put("bucket", "${e}-data");
        tags.put("region", REGION);
        return Optional.of(new ${E}Record(UUID.randomUUID().toString(), key, REGION, ${r.int(1, 9)}, tags));
    }

    public Map<String, List<${E}Record>> byRegion(Collection<${E}Record> records) {
        return records.stream().collect(Collectors.groupingBy(${E}Record::region, TreeMap::new, Collectors.toList()));
    }

    public List<String> summary(List<${E}Record> records, Function<${E}Record, String> label) {
        var out = new ArrayList<String>(records.size());
        for (var record : records) {
            switch (record.version()) {
                case 0 -> out.add("new " + label.apply(record));
                case 1, 2 -> out.add("early " + label.apply(record));
                default -> out.add(label.apply(record) + " v" + record.version());
            }
        }
        return out;
    }

    public static String describe(${E}Record record, boolean verbose) {
        String base = record.id() + "@" + record.region();
        return verbose ? base + " " + record.tags() : base;
    }

    public int count(Status status, List<Status> all) {
        int n = 0;
        for (Status s : all) {
            if (s == status) n++;
        }
        return n * ${r.int(1, 4)} / ${r.int(1, 4)};
    }
}
`;
}

function javaConfig(r, i) {
  const { S, e } = names(i);
  const s = S.toLowerCase();
  const region = r.pick(REGIONS);
  const env = r.pick(ENVS);
  const mistake = r.chance(0.35)
    ? r.pick(["acl", "bucket", "assumeRole", "expiration", "credentials", "local"])
    : undefined;
  return `package com.example.stacks;

import com.kit.*;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Generated for the bench: <kit> configurations of the ${S} stack. */
public class ${S}Stack extends Stack {
    private static final String BUCKET = "state-${s}";
    private static final String PREFIX = "teams/" + "${s}";
    private static final int EXPIRATION = ${mistake === "expiration" ? "600" : r.pick(["900", "1_800", "3600"])};

    public ${S}Stack(App scope, String id, String environment) {
        super(scope, id);
        // The main backend, built in one chain.
        OssBackend.Builder.create(this)
            .bucket(BUCKET)
            .key("${s}/terraform.tfstate")
            .region("${region}")
            .acl("${mistake === "acl" ? "PRIVATE" : "private"}") // state is private
            .encrypt(true)
            .build();

        var cos = CosBackendConfig.builder()
            .bucket("${mistake === "bucket" ? "" : `${s}-cos-state`}")
            .region("${region}")
            .prefix(PREFIX);
        cos.key("${s}.tfstate");
        if (environment.equals("${env}")) {
            cos.acl("private");
        }
        CosBackendConfig cosConfig = cos.build();

        OssBackendConfig oss = new OssBackendConfig.Builder()
            .bucket(BUCKET)
            .key("${s}/apply.tfstate")
            ${mistake === "assumeRole" ? `.assumeRole(OssAssumeRole.builder().roleArn("acs:ram::123:role/deploy").sessionName("${s}").build())` : `.assumeRoleRoleArn("acs:ram::123:role/deploy")`}
            .assumeRoleSessionExpiration(EXPIRATION)
            .build();

        DataToolRemoteStateGcs.Builder.create(this, "upstream")
            .bucket("${s}-gcs-state")
            .prefix("${env}/upstream")
            .workspace("${env}")
            .build();
    }

    GcsBackendConfig gcs(String token) throws Exception {
        var b = GcsBackendConfig.builder().bucket("${s}-gcs").prefix("${env}/${s}");
        ${mistake === "credentials" ? `b.accessToken(System.getenv("GCS_TOKEN"));\n        b.credentials("./sa.json");` : `b.credentials(Files.readString(Path.of("sa.json")));`}
        if (token != null) {
            b.impersonateServiceAccountDelegates(List.of("sa@p.iam.gserviceaccount.com"));
        }
        return b.build();
    }

    DataToolRemoteStateGcsConfig remote() {
        return DataToolRemoteStateGcsConfig.builder()
            .bucket("${s}-remote")
            .prefix("""
                ${mistake === "local" ? "/" : ""}${env}/remote""".strip())
            .kmsEncryptionKey("projects/p/locations/l/keyRings/r/cryptoKeys/${e}")
            .build();
    }

    static String label(String id) {
        return id + "-" + "${region}" + "/" + 4000L;
    }
}
`;
}

// ---------------------------------------------------------------- C#

function csharpOrdinary(r, i) {
  const { E, e } = names(i);
  const region = r.pick(REGIONS);
  const ns = AREAS[i % AREAS.length];
  return `using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;

namespace Example.${ns[0].toUpperCase()}${ns.slice(1)};

/// <summary>Generated for the bench: ordinary code with object initializers that are no configuration.</summary>
public sealed record ${E}Record(string Id, string Key, string Region, int Version, IReadOnlyDictionary<string, string> Tags);

public enum ${E}Status { Active, Archived, Pending }

public sealed class ${E}Options
{
    public string Endpoint { get; set; } = "";
    public string Region { get; set; } = "${region}";
    public string Bucket { get; set; } = "${e}-data";
    public string Acl { get; set; } = "private";
    public int Retries { get; set; } = ${r.int(1, 5)};
}

public class ${E}Service
{
    private const string Prefix = "${e}/";
    private const int Limit = ${r.int(1, 9)}_000;
    private static readonly string Query = @"SELECT id, bucket, region
FROM ${e}
WHERE region = @region";

    private readonly Dictionary<string, ${E}Record> _cache = new();
    private readonly ${E}Options _options;
    private readonly HttpClient _client;

    public ${E}Service(${E}Options options)
    {
        _options = options;
        _client = new HttpClient { Timeout = TimeSpan.FromSeconds(${r.int(5, 60)}), BaseAddress = new Uri(options.Endpoint) };
    }

    public static ${E}Service Default() => new(new ${E}Options { Endpoint = "https://${e}.example.com", Region = "${region}", Retries = 3, });

    public async Task<${E}Record?> FindAsync(string key)
    {
        if (_cache.TryGetValue(key, out var hit))
        {
            return hit;
        }
        for (var attempt = 0; attempt < _options.Retries; attempt++)
        {
            var record = await LoadAsync(key, attempt);
            if (record is not null)
            {
                _cache[key] = record;
                return record;
            }
        }
        return null;
    }

    private async Task<${E}Record?> LoadAsync(string key, int attempt)
    {
        if (string.IsNullOrWhiteSpace(key) || attempt > Limit)
        {
            return null;
        }
        using var response = await _client.GetAsync($"{Prefix}{key}?region={_options.Region}");
        var tags = new Dictionary<string, string> { ["bucket"] = _options.Bucket, ["acl"] = _options.Acl };
        return response.IsSuccessStatusCode ? new ${E}Record(Guid.NewGuid().ToString(), key, _options.Region, ${r.int(1, 9)}, tags) : null;
    }

    public IReadOnlyDictionary<string, List<${E}Record>> ByRegion(IEnumerable<${E}Record> records) =>
        records.GroupBy(r => r.Region).ToDictionary(g => g.Key, g => g.ToList());

    public IEnumerable<string> Summary(IEnumerable<${E}Record> records, Func<${E}Record, string> label)
    {
        foreach (var record in records)
        {
            yield return record.Version switch
            {
                0 => "new " + label(record),
                1 or 2 => "early " + label(record),
                _ => $"{label(record)} v{record.Version}",
            };
        }
    }

    public static int Count(${E}Status status, IEnumerable<${E}Status> all) => all.Count(s => s == status) * ${r.int(1, 4)};

    public override string ToString() => Query.Length + " " + _options.Endpoint;
}
`;
}

function csharpConfig(r, i) {
  const { S, e } = names(i);
  const s = S.toLowerCase();
  const region = r.pick(REGIONS);
  const env = r.pick(ENVS);
  const mistake = r.chance(0.35)
    ? r.pick(["acl", "bucket", "assumeRole", "expiration", "credentials", "local"])
    : undefined;
  return `using System;
using System.IO;
using Io.Kit;

namespace Example.Stacks;

/// <summary>Generated for the bench: &lt;kit&gt; configurations of the ${S} stack.</summary>
public class ${S}Stack : Stack
{
    private const string StateBucket = "state-${s}";
    private const int Expiration = ${mistake === "expiration" ? "600" : r.pick(["900", "1_800", "3600"])};

    public ${S}Stack(App scope, string id, string environment) : base(scope, id)
    {
        // The main backend, target-typed from the construct.
        new OssBackend(this, new()
        {
            Bucket = StateBucket,
            Key = "${s}/terraform.tfstate",
            Region = "${region}",
            Acl = "${mistake === "acl" ? "PRIVATE" : "private"}", // state is private
            Encrypt = true,
            AssumeRoleSessionExpiration = Expiration,
        });

        var cos = new CosBackendConfig
        {
            Bucket = "${mistake === "bucket" ? "" : `${s}-cos-state`}",
            Region = "${region}",
            Prefix = @"teams\\${s}".Replace('\\\\', '/'),
        };
        cos.Key = "${s}.tfstate";
        if (environment == "${env}")
        {
            cos.Acl = "private";
        }
        new CosBackend(this, cos);

        var oss = new OssBackendConfig()
        {
            Bucket = StateBucket,
            Key = $"${s}/apply.tfstate",
            ${mistake === "assumeRole" ? `AssumeRole = new OssAssumeRole { RoleArn = "acs:ram::123:role/deploy", SessionName = "${s}" },` : `AssumeRoleRoleArn = "acs:ram::123:role/deploy",`}
        };
        new OssBackend(this, oss);

        new DataToolRemoteStateGcs(this, "upstream", new DataToolRemoteStateGcsConfig
        {
            Bucket = "${s}-gcs-state",
            Prefix = "${env}/upstream",
            Workspace = "${env}",
        });
    }

    public static GcsBackendConfig Gcs(string? token)
    {
        var gcs = new GcsBackendConfig { Bucket = "${s}-gcs", Prefix = $"${env}/{token}" };
        ${mistake === "credentials" ? `gcs.AccessToken = Environment.GetEnvironmentVariable("GCS_TOKEN");\n        gcs.Credentials = "./sa.json";` : `gcs.Credentials = File.ReadAllText("sa.json");`}
        if (token is not null)
        {
            gcs.ImpersonateServiceAccountDelegates = new[] { "sa@p.iam.gserviceaccount.com" };
        }
        return gcs;
    }

    public static DataToolRemoteStateGcsConfig Remote() => new DataToolRemoteStateGcsConfig
    {
        Bucket = "${s}-remote",
        Prefix = "${mistake === "local" ? "/" : ""}${env}/remote",
        KmsEncryptionKey = "projects/p/locations/l/keyRings/r/cryptoKeys/${e}",
    };

    public static string Label(string id) => id + "-" + "${region}" + "/" + 4000L;
}
`;
}

// ---------------------------------------------------------------- HCL (the tool's native syntax)

function hclOrdinary(r, i) {
  const { E, e } = names(i);
  const region = r.pick(REGIONS);
  return `# Generated for the bench: ordinary configuration with blocks and strings that are no backend.
variable "${e}_region" {
  type        = string
  default     = "${region}"
  description = "Where the ${E} resources live (not a backend's region)."
}

locals {
  name   = "${e}-\${var.${e}_region}"
  bucket = "${e}-assets-${r.int(1000, 9999)}"
  tags = {
    team    = "${AREAS[i % AREAS.length]}"
    env     = "${r.pick(ENVS)}"
    service = "${E}"
  }
  ports = [for p in [80, 443, ${r.int(8000, 9000)}] : p if p != 0]
}

resource "storage_bucket" "${e}" {
  name   = local.bucket
  acl    = "private" # the asset bucket, not the state
  region = var.${e}_region
  tags   = merge(local.tags, { kind = "assets" })

  lifecycle_rule {
    enabled = true
    prefix  = "tmp/"
    expiration {
      days = ${r.int(1, 90)}
    }
  }
}

resource "local_file" "${e}_readme" {
  filename = "\${path.module}/README.md"
  content  = <<-EOT
    # ${E}
    The state of this stack is kept elsewhere; see backend.tf.
    Region: \${var.${e}_region}
    EOT
}

module "${e}_network" {
  source  = "./modules/network"
  name    = local.name
  cidr    = "10.${r.int(0, 255)}.0.0/16"
  subnets = { for i, p in local.ports : "s\${i}" => p }
}

/* Outputs read by other stacks. */
output "${e}_bucket" {
  value       = storage_bucket.${e}.name
  description = "The asset bucket."
}
`;
}

function hclConfig(r, i) {
  const { S, e } = names(i);
  const region = r.pick(REGIONS);
  const kind = r.pick(["oss", "cos", "gcs"]);
  const mistake = i % 3 === 0;
  const bucket = kind === "cos" ? `${e}-state-125000${r.int(1000, 9999)}` : `${e}-state`;
  const backend = {
    oss: `  backend "oss" {
    bucket              = "${bucket}"
    prefix              = "${mistake ? "/" : ""}stacks/${S}"
    key                 = "${e}.tfstate"
    region              = "${region}"
    encrypt             = true
    acl                 = "${mistake ? "PRIVATE" : "private"}"
    tablestore_endpoint = "https://state.${region}.ots.aliyuncs.com"
    tablestore_table    = "tool_locks"
  }`,
    cos: `  backend "cos" {
    region  = "${region}"
    bucket  = "${bucket}"
    prefix  = "stacks/${S}"
    encrypt = ${mistake ? '"yes"' : "true"}
  }`,
    gcs: `  backend "gcs" {
    bucket = "${bucket}"
    prefix = "stacks/${S}" # one folder a stack
${mistake ? '    path   = "old/default.tfstate"\n' : ""}  }`,
  }[kind];
  return `terraform {
  required_version = ">= 1.${r.int(0, 9)}"
  required_providers {
    cloud = {
      source  = "example/cloud"
      version = "~> ${r.int(1, 5)}.0"
    }
  }

${backend}
}

// The network stack's outputs.
data "terraform_remote_state" "network" {
  backend = "${kind}"
  config = {
    bucket = "${bucket}"
    prefix = "stacks/Network\${i}"
${kind === "cos" ? `    region = "${region}"\n` : ""}  }
  workspace = terraform.workspace
  defaults = {
    vpc_id = "none"
  }
}

resource "compute_instance" "${e}" {
  name   = "${e}-\${terraform.workspace}"
  vpc_id = data.terraform_remote_state.network.outputs.vpc_id
  count  = ${r.int(1, 5)}
}
`;
}

const generators = {
  java: { ordinary: javaOrdinary, config: javaConfig },
  csharp: { ordinary: csharpOrdinary, config: csharpConfig },
  hcl: { ordinary: hclOrdinary, config: hclConfig },
};

export function generateTreeSitterFile(language, seed, i) {
  const r = random(seed, i);
  const generate = isConfigFile(i) ? generators[language].config : generators[language].ordinary;
  return { path: treeSitterFilePath(language, i), text: generate(r, i) };
}

/** Writes `count` files of `language` ("java" | "csharp" | "hcl") under `dir`/src. Returns the paths and line counts. */
export function writeTreeSitterCorpus(dir, language, count, { seed }) {
  if (!(language in EXTENSION)) throw new Error(`No corpus for ${language}.`);
  return writeFiles(dir, count, (i) => generateTreeSitterFile(language, seed, i));
}
