import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * .env.example is the one list of the server's settings: every variable the
 * configuration schema reads is named there with a comment, and it names
 * nothing that no code reads. A variable added to the schema without a line
 * in .env.example, or a line left behind when a variable goes, fails here.
 */
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const serverSrc = path.join(repoRoot, "apps/server/src");
const envExamplePath = path.join(repoRoot, ".env.example");

/** Variables the environment provides, not the operator: read, never listed. */
const PROVIDED = new Set(["INIT_CWD"]);

/** Every source file under a folder, skipping dependencies and build output. */
function sourceFiles(dir: string, exts = [".ts", ".tsx", ".mts", ".mjs", ".js"]): string[] {
  const skipped = new Set(["node_modules", "dist", "dist-server", ".turbo", ".data", "coverage"]);
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full, exts));
    else if (exts.some((ext) => entry.name.endsWith(ext))) files.push(full);
  }
  return files;
}

/**
 * The keys of the server's environment schema: the object literal given to
 * `z.object(...)` for a variable named like `envSchema`, in
 * apps/server/src/config*.ts (or a config/ folder), read with TypeScript's
 * parser so formatting and comments do not matter.
 */
function schemaVariables(): { names: Set<string>; files: string[] } {
  const candidates = sourceFiles(serverSrc).filter((file) => {
    const relative = path.relative(serverSrc, file);
    return /^config[^/]*\.ts$/.test(relative) || relative.startsWith(`config${path.sep}`);
  });
  const names = new Set<string>();
  const files: string[] = [];
  for (const file of candidates) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /env.*schema/i.test(node.name.text) &&
        node.initializer
      ) {
        collectObjectKeys(node.initializer, names);
        files.push(path.relative(repoRoot, file));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, files };
}

/** Keys of every object literal passed to `….object({...})` or `….extend({...})` within an expression. */
function collectObjectKeys(node: ts.Node, names: Set<string>): void {
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ["object", "strictObject", "looseObject", "extend"].includes(node.expression.name.text)
  ) {
    const [shape] = node.arguments;
    if (shape && ts.isObjectLiteralExpression(shape)) {
      for (const property of shape.properties) {
        const name = property.name;
        if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.add(name.text);
      }
    }
  }
  ts.forEachChild(node, (child) => collectObjectKeys(child, names));
}

interface ListedVariable {
  name: string;
  line: number;
  /** Whether a comment stands right above it, or above the group it is listed in. */
  commented: boolean;
}

/** `NAME=value` lines, and `# NAME=value` ones (listed, left unset on purpose). */
function listedVariables(text: string): ListedVariable[] {
  const lines = text.split("\n");
  const listed: ListedVariable[] = [];
  lines.forEach((raw, index) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=/.exec(raw.trim());
    if (!match) return;
    // Past the variables listed with it (a group under one comment), the line above is its comment.
    let above = index - 1;
    while (above >= 0 && /^(#\s*)?[A-Z][A-Z0-9_]*=/.test(lines[above]!.trim())) above -= 1;
    const commented = above >= 0 && lines[above]!.trim().startsWith("#");
    listed.push({ name: match[2]!, line: index + 1, commented });
  });
  return listed;
}

/**
 * Whether some source outside .env.example reads `name`: `process.env.NAME`,
 * `process.env["NAME"]`, a quoted "NAME" handed to a reader (intFromEnv("BENCH_DURATION")),
 * or `NAME=` / `${NAME` in a package.json script.
 */
function readBySource(name: string, sources: { file: string; text: string }[]): boolean {
  const patterns = [
    new RegExp(`process\\.env\\.${name}\\b`),
    new RegExp(`process\\.env\\[["'\`]${name}["'\`]\\]`),
    new RegExp(`["'\`]${name}["'\`]`),
    new RegExp(`\\$\\{${name}\\b|\\b${name}=`),
  ];
  return sources.some(({ file, text }) => {
    const usable = file.endsWith("package.json") ? patterns.slice(3) : patterns.slice(0, 3);
    return usable.some((pattern) => pattern.test(text));
  });
}

describe(".env.example lists every environment variable the server reads", () => {
  const example = readFileSync(envExamplePath, "utf8");
  const listed = listedVariables(example);
  const listedNames = new Set(listed.map((v) => v.name));
  const schema = schemaVariables();

  it("finds the server's configuration schema", () => {
    expect(schema.files, "no `envSchema = z.object({...})` in apps/server/src/config*.ts").not.toEqual([]);
    expect(schema.names.size).toBeGreaterThan(20);
  });

  it("names every variable the schema reads", () => {
    const missing = [...schema.names].filter((name) => !listedNames.has(name)).sort();
    expect(missing, `add these to .env.example, each with a comment (read by ${schema.files.join(", ")})`).toEqual([]);
  });

  it("names every variable the server's code reads directly", () => {
    const direct = new Set<string>();
    for (const file of sourceFiles(serverSrc)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["'`]([A-Z][A-Z0-9_]*)["'`]\])/g)) {
        direct.add((match[1] ?? match[2])!);
      }
    }
    const missing = [...direct].filter((name) => !listedNames.has(name) && !schema.names.has(name) && !PROVIDED.has(name)).sort();
    expect(missing, "read in apps/server/src but not in .env.example (or read it through the schema)").toEqual([]);
  });

  it("names nothing that nothing reads", () => {
    const sources = ["apps", "packages", "bench", "e2e", "tools"].flatMap((dir) =>
      sourceFiles(path.join(repoRoot, dir), [".ts", ".tsx", ".mts", ".mjs", ".js", "package.json"])
        .filter((file) => file !== fileURLToPath(import.meta.url))
        .map((file) => ({
        file,
        text: readFileSync(file, "utf8"),
      })),
    );
    const unread = listed
      .filter(({ name }) => !schema.names.has(name) && !readBySource(name, sources))
      .map(({ name, line }) => `${name} (line ${line})`);
    expect(unread, "listed in .env.example, but no code reads it").toEqual([]);
  });

  it("gives each variable a comment and lists it once", () => {
    expect(listed.filter((v) => !v.commented).map((v) => v.name), "each variable (or its group) needs a comment right above it").toEqual([]);
    const seen = new Set<string>();
    const twice = listed.map((v) => v.name).filter((name) => (seen.has(name) ? true : (seen.add(name), false)));
    expect(twice).toEqual([]);
  });
});
