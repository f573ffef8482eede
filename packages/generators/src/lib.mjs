// What both generators share: reading flags (and asking for missing ones at a
// terminal), checking names, and a plan of edits that is written only once
// every edit has found its place, so a refusal leaves the tree as it was.
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** The repository the generator belongs to: packages/generators/src/ is three levels down. */
export const repoRoot = path.resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const templateDir = fileURLToPath(new URL("../templates/", import.meta.url));

/** A refusal the user can act on: printed without a stack, exit code 1. */
export class GenError extends Error {}

/**
 * Reads the command's flags. Missing required values are asked for when
 * stdin is a terminal; otherwise the command stops and names them.
 * `fields`: [{ name, prompt, required?, boolean?, default? }] in the order to ask.
 */
export async function readOptions(fields, usage) {
  const options = { help: { type: "boolean", short: "h" }, "dry-run": { type: "boolean" } };
  for (const f of fields) options[f.name] = { type: f.boolean ? "boolean" : "string" };
  let values;
  try {
    ({ values } = parseArgs({ options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new GenError(`${error.message}\n\n${usage}`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const interactive = Boolean(process.stdin.isTTY);
  const missing = fields.filter((f) => f.required?.(values) && values[f.name] === undefined);
  if (missing.length > 0 && !interactive) {
    throw new GenError(`Missing ${missing.map((f) => `--${f.name}`).join(", ")} (stdin is not a terminal, so nothing was asked).\n\n${usage}`);
  }
  if (interactive) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    // Lines are read from the iterator, which keeps those typed (or pasted) ahead of their question.
    const lines = rl[Symbol.asyncIterator]();
    const ask = async (prompt) => {
      rl.setPrompt(prompt);
      rl.prompt();
      const { value, done } = await lines.next();
      if (done) throw new GenError("\nStopped before every answer was given; nothing was written.");
      return value.trim();
    };
    try {
      for (const f of fields) {
        if (values[f.name] !== undefined) continue;
        if (f.boolean && f.ask?.(values)) {
          values[f.name] = /^y(es)?$/i.test(await ask(`${f.prompt} [y/N] `));
        } else if (f.required?.(values)) {
          let answer = "";
          while (!answer) answer = await ask(`${f.prompt}: `);
          values[f.name] = answer;
        }
      }
    } finally {
      rl.close();
    }
  }
  return values;
}

const RESERVED = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await".split(
    " ",
  ),
);

/** A page key: a camelCase identifier ("aboutUs"), usable as an object key, an import name and a namespace. */
export function checkKey(key) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(key)) throw new GenError(`--key "${key}": write it in camelCase, letters and digits only (e.g. aboutUs).`);
  if (RESERVED.has(key)) throw new GenError(`--key "${key}" is a reserved word in JavaScript; choose another.`);
  return key;
}

/** "aboutUs" → "AboutUs". */
export const pascal = (key) => key[0].toUpperCase() + key.slice(1);
/** "aboutUs" → "about-us". */
export const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Words for a catalog or a page: one line, single spaces (the catalogs test
 * refuses double spaces), and no ICU syntax or tags, which would be read as
 * placeholders the page does not give.
 */
export function checkText(flag, text) {
  const clean = String(text).replace(/\s+/g, " ").trim();
  if (!clean) throw new GenError(`--${flag} is empty.`);
  if (/[{}<>]/.test(clean)) throw new GenError(`--${flag}: leave out { } < and > (the catalogs read them as placeholders and tags).`);
  return clean;
}

/** The entries of an object literal that starts at `opener` in a file: their keys and the text of the block. */
export function objectBlock(text, opener, file) {
  const start = text.indexOf(opener);
  if (start < 0) throw new GenError(`${file}: could not find \`${opener}\`; has the file been reorganized? Add the page by hand.`);
  const end = text.indexOf("\n}", start);
  const block = text.slice(start, end < 0 ? undefined : end);
  const keys = [...block.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]);
  return { block, keys, start, end };
}

/**
 * Edits planned in memory and written together: every anchor is found
 * (or the plan refused) before the first file is touched.
 */
export class Plan {
  constructor(root) {
    this.root = root;
    this.original = new Map();
    this.text = new Map();
    this.warnings = [];
  }

  exists(rel) {
    return this.text.has(rel) ? this.text.get(rel) !== null : existsSync(path.join(this.root, rel));
  }

  read(rel) {
    if (!this.text.has(rel)) {
      const full = path.join(this.root, rel);
      if (!existsSync(full)) throw new GenError(`${rel} is missing; has it moved? Nothing was written.`);
      const text = readFileSync(full, "utf8");
      this.original.set(rel, text);
      this.text.set(rel, text);
    }
    return this.text.get(rel);
  }

  /** Replaces a file's text with `edit(text)`. */
  edit(rel, edit) {
    this.text.set(rel, edit(this.read(rel)));
  }

  /**
   * An edit of a list that only tests keep (an e2e list of pages, a count):
   * when its anchor is gone, say so and go on rather than refuse the page.
   */
  editOrWarn(rel, edit) {
    try {
      this.edit(rel, edit);
    } catch (error) {
      if (!(error instanceof GenError)) throw error;
      this.warnings.push(error.message);
    }
  }

  create(rel, text) {
    if (this.exists(rel)) throw new GenError(`${rel} already exists; choose another key. Nothing was written.`);
    this.original.set(rel, null);
    this.text.set(rel, text);
  }

  /** Fills templates/<name> ({{field}} → value); every field must be given. */
  template(name, fields) {
    const text = readFileSync(path.join(templateDir, name), "utf8");
    return text.replace(/\{\{(\w+)\}\}/g, (_, field) => {
      if (!(field in fields)) throw new Error(`template ${name}: no value for {{${field}}}`);
      return fields[field];
    });
  }

  changes() {
    return [...this.text].filter(([rel, text]) => text !== this.original.get(rel)).map(([rel]) => rel);
  }

  /** Writes every changed file and reports what it did. */
  apply({ dryRun = false } = {}) {
    const changed = this.changes();
    for (const rel of changed) {
      const verb = this.original.get(rel) === null ? "create" : "change";
      process.stdout.write(`${dryRun ? `would ${verb}` : `${verb}d`}  ${rel}\n`);
      if (dryRun) continue;
      const full = path.join(this.root, rel);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, this.text.get(rel));
    }
    for (const warning of this.warnings) process.stderr.write(`warning: ${warning}\n`);
    return changed;
  }
}

/** Inserts `lines` before the first line (after `from`) matching `rx`, or refuses naming `what`. */
export function insertBefore(text, rx, lines, { file, what, from = 0 }) {
  const at = findLine(text, rx, from);
  if (at < 0) throw new GenError(`${file}: could not find ${what}; has the file been reorganized? Nothing was written.`);
  return text.slice(0, at) + lines.map((l) => `${l}\n`).join("") + text.slice(at);
}

/** The offset of the start of the first line at or after `from` that matches `rx`, or -1. */
export function findLine(text, rx, from = 0) {
  let offset = text.lastIndexOf("\n", from - 1) + 1;
  for (const line of text.slice(offset).split("\n")) {
    if (rx.test(line)) return offset;
    offset += line.length + 1;
  }
  return -1;
}

/**
 * Inserts a line among a run of similar lines (each matching `rx` with the
 * name as group 1) before the first whose name sorts after `name`, else after
 * the last of them.
 */
export function insertSorted(text, rx, name, line, { file, what }) {
  const lines = text.split("\n");
  const matches = lines.map((l, i) => [i, rx.exec(l)?.[1]]).filter(([, n]) => n !== undefined);
  if (matches.length === 0) throw new GenError(`${file}: could not find ${what}; has the file been reorganized? Nothing was written.`);
  const next = matches.find(([, n]) => n.toLowerCase() > name.toLowerCase());
  const at = next ? next[0] : matches[matches.length - 1][0] + 1;
  lines.splice(at, 0, line);
  return lines.join("\n");
}

/** A JSON catalog with `entries` added (before the first key `before` accepts, else at the end), written as the catalogs are (2 spaces). */
export function addToJson(text, entries, { before } = {}) {
  const object = JSON.parse(text);
  const out = {};
  let placed = false;
  for (const [k, v] of Object.entries(object)) {
    if (!placed && before?.(k)) {
      Object.assign(out, entries);
      placed = true;
    }
    out[k] = v;
  }
  if (!placed) Object.assign(out, entries);
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Whether the module at `url` is the script node was started with (not imported). */
export function isMain(url) {
  return Boolean(process.argv[1]) && url === pathToFileURL(realpathSync(process.argv[1])).href;
}

/** Runs a generator's main, printing a refusal as one message and exit code 1. */
export function main(run) {
  run().catch((error) => {
    if (error instanceof GenError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });
}
