/**
 * What a build step's output was made from, so `npm start` and `npm run dev` rebuild a step only
 * when its inputs changed or its output is gone. A step's inputs are declared (files and folders,
 * environment variables); its record (the digest of every input) is stored beside its output.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

export interface StepInputs {
  /** Files, and folders (every file under them), relative to the repository root. */
  paths: readonly string[];
  /** Environment variables the step reads while it builds. */
  env: readonly string[];
}

/** Digests of one build's inputs: file path (from the root, with /) or variable name to digest. */
export interface InputRecord {
  files: Record<string, string>;
  /** A variable's value digest, or null when it was not set. */
  env: Record<string, string | null>;
}

/** Files under an input folder that no bundle reads: tests, stories, dotfiles, dependencies. */
const NOT_BUNDLED = /(^|\/)(node_modules|\.[^/]+)(\/|$)|\.(test|stories)\.[cm]?[jt]sx?$/;

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Is this file (relative to the root, with /) one of these inputs? */
export function isInput(path: string, inputs: StepInputs): boolean {
  return inputs.paths.some((input) =>
    path === input
      ? true
      : path.startsWith(`${input}/`) && !NOT_BUNDLED.test(path.slice(input.length + 1)),
  );
}

/** One digest for a whole record, the same whatever order it was made in. */
export function recordDigest(record: InputRecord): string {
  const lines = [
    ...Object.keys(record.files)
      .sort()
      .map((path) => `file ${path} ${record.files[path]}`),
    ...Object.keys(record.env)
      .sort()
      .map((name) => `env ${name} ${record.env[name] ?? 'unset'}`),
  ];
  return digest(lines.join('\n'));
}

/** What differs between two records: changed, added and removed files, then variables. */
export function changedInputs(previous: InputRecord, current: InputRecord): string[] {
  const differ = (a: Record<string, string | null>, b: Record<string, string | null>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]).sort();
  return [
    ...differ(previous.files, current.files),
    ...differ(previous.env, current.env).map((name) => `$${name}`),
  ];
}

/**
 * Why a step must build, or null when its stored output can be reused: no record of a previous
 * build, an output missing, or inputs that changed (named, the first few).
 */
export function rebuildReason(
  previous: InputRecord | null,
  current: InputRecord,
  missingOutputs: readonly string[],
): string | null {
  if (!previous) return 'no previous build';
  if (missingOutputs.length) return `${missingOutputs.join(', ')} missing`;
  if (recordDigest(previous) === recordDigest(current)) return null;
  const changed = changedInputs(previous, current);
  const shown = changed.slice(0, 3).join(', ');
  return changed.length > 3
    ? `${shown} and ${changed.length - 3} more changed`
    : `${shown} changed`;
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => `${path}/${file.split(sep).join('/')}`)
    .filter(
      (file) => !NOT_BUNDLED.test(relative(path, file)) && statSync(join(root, file)).isFile(),
    );
}

/** The current digests of a step's inputs under `root`. */
export function readInputs(root: string, inputs: StepInputs, env: NodeJS.ProcessEnv): InputRecord {
  const files: Record<string, string> = {};
  for (const path of inputs.paths) {
    for (const file of filesUnder(root, path)) files[file] = digest(readFileSync(join(root, file)));
  }
  return {
    files,
    env: Object.fromEntries(
      inputs.env.map((name) => {
        const value = env[name];
        return [name, value === undefined ? null : digest(value)];
      }),
    ),
  };
}

/** The record stored at `file`, or null when there is none or it cannot be read. */
export async function storedRecord(file: string): Promise<InputRecord | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<InputRecord>;
    return parsed.files && parsed.env ? { files: parsed.files, env: parsed.env } : null;
  } catch {
    return null;
  }
}

export async function storeRecord(file: string, record: InputRecord): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(record));
}
