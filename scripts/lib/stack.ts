/**
 * The local Firebase stack: the Firestore emulator (the Google Cloud CLI's, which runs on Java 17)
 * plus firebase-tools' Auth, Functions and Hosting emulators. Used by `npm start` and `npm test`.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths';

export const PROJECT_ID = 'demo-elf-tradition';
export const HOST = '127.0.0.1';

/**
 * Added to every port (`STACK_PORT_OFFSET=100` gives 5100, 5101, ...), so two checkouts can run
 * their stacks side by side. Zero by default: the ports firebase.json names.
 */
export const PORT_OFFSET = parsePortOffset(process.env.STACK_PORT_OFFSET);

function parsePortOffset(value: string | undefined): number {
  if (!value) return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000)
    throw new Error(`STACK_PORT_OFFSET must be a whole number from 0 to 1000 (got '${value}')`);
  return offset;
}

const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  hub: 4400,
  logging: 4500,
  /** MailDev, the local stack's mail catcher: what the functions send over SMTP lands here. */
  mailSmtp: 1025,
  /** MailDev's web UI and REST API (GET /email). */
  mailWeb: 1080,
} as const;
export const PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]),
) as { readonly [name in keyof typeof BASE_PORTS]: number };

/** Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports" near ours). */
const FETCH_BLOCKED_PORTS = [4045, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697];
const blocked = Object.entries(PORTS).filter(([, port]) => FETCH_BLOCKED_PORTS.includes(port));
if (blocked.length)
  throw new Error(
    `STACK_PORT_OFFSET=${PORT_OFFSET} puts ${blocked.map(([name, port]) => `${name} on ${port}`).join(', ')}, a port browsers refuse; choose another offset`,
  );
export const SITE_ORIGIN = `http://${HOST}:${PORTS.hosting}`;
/**
 * Where the tests serve images for the image proxy to import. Only `npm test` lets the proxy reach
 * it (IMAGE_PROXY_TEST_ALLOW_HOSTS); `npm start` and production refuse this machine's addresses.
 */
export const TEST_IMAGE_ORIGIN = `http://${HOST}:${5056 + PORT_OFFSET}`;
/**
 * Where the tests run their stand-in for Cloudflare's API: `npm test` configures the functions'
 * CLOUDFLARE_API_BASE_URL to it, so the edge sync reaches this machine only under the tests.
 */
export const TEST_CLOUDFLARE_API = `http://${HOST}:${5057 + PORT_OFFSET}/client/v4`;
/** Where every mail the local stack sends can be read (MailDev's web UI; its REST API under /email). */
export const MAIL_ORIGIN = `http://${HOST}:${PORTS.mailWeb}`;
/**
 * The newsletter links' signing key under the local stacks only (`npm start`, `npm test`): any
 * other deployment sets its own NEWSLETTER_TOKEN_SECRET (README, Configuration).
 */
export const LOCAL_NEWSLETTER_TOKEN_SECRET = 'local-stack-only-newsletter-token-secret-0123456789';
/** The functions' mail settings under the local stacks: mail goes to MailDev, its links to the local site. */
export const LOCAL_MAIL_ENV = {
  SMTP_URL: `smtp://${HOST}:${PORTS.mailSmtp}`,
  MAIL_LINK_ORIGIN: SITE_ORIGIN,
  NEWSLETTER_TOKEN_SECRET: LOCAL_NEWSLETTER_TOKEN_SECRET,
} as const;
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
  GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  // The emulators need no credentials: without this, the admin SDK asks the cloud metadata server
  // for some, and on a machine whose network answers 403 it prints a MetadataLookupWarning.
  METADATA_SERVER_DETECTION: 'none',
} as const;

const GCLOUD_EMULATOR = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';
const MIN_FIREBASE_TOOLS_JAVA = 21;

/** A problem the user can fix; printed without a stack trace. */
export class StackError extends Error {}

function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaMajor(`${result.stdout}${result.stderr}`);
}

function parseJavaMajor(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The Google Cloud CLI's Firestore emulator launcher, if that CLI and component are installed. */
function gcloudFirestoreLauncher(): string | null {
  const roots = ['/usr/lib/google-cloud-sdk'];
  try {
    roots.push(
      execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    // No gcloud on PATH: only the default location is tried.
  }
  return roots.map((root) => join(root, GCLOUD_EMULATOR)).find((path) => existsSync(path)) ?? null;
}

export type FirestoreMode = { kind: 'gcloud'; launcher: string } | { kind: 'firebase-tools' };

/** Decides how Firestore runs here, or says exactly what is missing. */
export function firestoreMode(): FirestoreMode {
  const java = javaMajorVersion();
  if (java === null) {
    throw new StackError(
      'Java is not installed; the Firestore emulator needs it.\n' +
        '  Fix: apt-get install -y openjdk-17-jre-headless   (Debian 12)',
    );
  }
  const launcher = gcloudFirestoreLauncher();
  if (launcher) return { kind: 'gcloud', launcher };
  if (java >= MIN_FIREBASE_TOOLS_JAVA) return { kind: 'firebase-tools' };
  throw new StackError(
    `No usable Firestore emulator: the Google Cloud CLI's emulator is not installed and firebase-tools needs Java ${MIN_FIREBASE_TOOLS_JAVA}+ (found Java ${java}).\n` +
      '  Fix: apt-get install -y google-cloud-cli-firestore-emulator   (or install Java 21+)',
  );
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length) {
    throw new StackError(
      `These ports are in use: ${busy.join(', ')}.\n` +
        '  Another `npm start` or `npm test` may be running: stop it (Ctrl-C), or find the process with\n' +
        `  \`lsof -i :${busy[0]!.split(' ')[0]}\` and stop it.`,
    );
  }
}

async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  launched: Launched,
  stackFailure: () => StackError | null,
) {
  const { name, child, log } = launched;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failed = stackFailure();
    if (failed) throw failed;
    if (child.exitCode !== null)
      throw new StackError(`${name} exited early (code ${child.exitCode}); see ${log}`);
    const failure = FATAL_OUTPUT.find((pattern) => pattern.test(launched.output()));
    if (failure) throw new StackError(`${name} failed to start: ${failure.source}; see ${log}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new StackError(`${name} did not become ready within ${timeoutMs / 1000} s; see ${log}`);
}

/** Output that means the stack will never become ready. */
const FATAL_OUTPUT = [/Failed to load function definition/, /Error: Could not start/];

interface Launched {
  /** What runs in it, as the user knows it ("Firestore emulator"). */
  name: string;
  child: ChildProcess;
  log: string;
  /** What the process printed lately (its last megabyte). */
  output(): string;
}

const httpOk = (url: string) => async () => (await fetch(url)).ok;

/**
 * Stops a detached child's whole process group, escalating to SIGKILL. Whatever is left of the
 * group once the leader has exited is killed too: the Functions emulator's workers stay in
 * firebase-tools' group but outlive it (they kept running for hours after a crash), and the
 * Firestore launcher's JVM outlives the launcher script.
 */
async function stopGroup(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> {
  if (!child.pid) return;
  if (running(child)) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, signal);
    const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(child.pid, 'SIGKILL');
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // No process of the group is left.
  }
}

/** The lines of its log that the report of a stopped emulator quotes. */
const LAST_LOG_LINES = 15;

function exitReport(launched: Launched, code: number | null, signal: NodeJS.Signals | null) {
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  const lastLines = launched
    .output()
    .trimEnd()
    .split('\n')
    .slice(-LAST_LOG_LINES)
    .map((line) => `  ${line}`)
    .join('\n');
  return new StackError(
    `${launched.name} stopped unexpectedly (${how}); last lines of its log:\n${lastLines}\nsee ${launched.log}`,
  );
}

export interface StackOptions {
  /** Where emulator data lives (Firestore export, Auth export, stored files, logs). */
  dataDir: string;
  /** Import on start and export on stop. */
  persist: boolean;
  /** Echo the firebase emulators' output to the console. */
  echo: boolean;
  /** Let the image proxy fetch from TEST_IMAGE_ORIGIN (tests only). */
  allowTestImageOrigin?: boolean;
  /** Point the edge sync at TEST_CLOUDFLARE_API instead of Cloudflare (tests only). */
  testCloudflareApi?: boolean;
  /** More environment for the Functions emulator and its workers (the capacity bench's recorder). */
  functionsEnv?: NodeJS.ProcessEnv;
}

export interface RunningStack {
  stop(): Promise<void>;
  blobDir: string;
  /** The Auth, Functions and Hosting emulators' output (firebase-tools'). */
  functionsLog: string;
  /**
   * Settles with what happened when an emulator process stops by itself (never after stop() was
   * called): the caller reports it, stops the stack and exits non-zero.
   */
  failure: Promise<StackError>;
}

/**
 * The Hosting emulator's server (superstatic) dies of one malformed URL unless patches/ is applied,
 * which `npm install` does (postinstall); a checkout installed before the patch came has not.
 */
async function assertHostingPatched(): Promise<void> {
  const patched = [
    ['node_modules/superstatic/lib/activator.js', 'Bad Request: malformed URL'],
    ['node_modules/superstatic/lib/providers/fs.js', '"ENAMETOOLONG"'],
  ] as const;
  for (const [file, mark] of patched) {
    const source = await readFile(join(ROOT, file), 'utf8').catch(() => '');
    if (!source.includes(mark))
      throw new StackError(
        `The Hosting emulator's server is not patched (${file}): one malformed URL would stop it.\n` +
          '  Fix: rm -rf node_modules/superstatic && npm install   (it applies patches/ with patch-package)',
      );
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const mode = firestoreMode();
  await assertHostingPatched();
  await assertPortsFree();
  const { dataDir } = options;
  const logDir = join(dataDir, 'logs');
  const blobDir = join(dataDir, 'storage');
  const firestoreDir = join(dataDir, 'firestore');
  const authDir = join(dataDir, 'auth');
  await mkdir(logDir, { recursive: true });
  await mkdir(blobDir, { recursive: true });

  const launched: Launched[] = [];
  const killAll = () => {
    for (const { child } of launched) if (child.pid) signalGroup(child.pid, 'SIGKILL');
  };
  process.once('exit', killAll);

  let stopping = false;
  let reportFailure: (error: StackError) => void = () => undefined;
  const failure = new Promise<StackError>((resolve) => (reportFailure = resolve));
  let failed: StackError | null = null;

  const launch = (
    name: string,
    command: string,
    args: string[],
    logName: string,
    env: NodeJS.ProcessEnv,
    echo: boolean,
  ) => {
    const log = join(logDir, logName);
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.pipe(out, { end: false });
      if (echo) stream.pipe(process.stdout, { end: false });
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-1_000_000);
      });
    }
    const started = { name, child, log, output: () => output } satisfies Launched;
    launched.push(started);
    child.once('exit', (code, signal) => {
      if (stopping || failed) return;
      // Its last words may still be in the pipe: wait for them, briefly (a surviving grandchild
      // can hold the pipe open).
      const drained = new Promise((resolve) => child.once('close', resolve));
      void Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => {
        if (stopping || failed) return;
        failed = exitReport(started, code, signal);
        reportFailure(failed);
      });
    });
    return started;
  };

  // Mail first: the functions may send as soon as they answer.
  const mail = launch(
    'MailDev (the mail catcher)',
    join(ROOT, 'node_modules/.bin/maildev'),
    [
      `--ip=${HOST}`,
      `--smtp=${PORTS.mailSmtp}`,
      `--web=${PORTS.mailWeb}`,
      `--mail-directory=${join(dataDir, 'mail')}`,
    ],
    'maildev.log',
    process.env,
    false,
  );
  await waitFor(httpOk(`${MAIL_ORIGIN}/healthz`), 60_000, mail, () => failed);

  const firestoreSeed = join(
    firestoreDir,
    'firestore_export',
    'firestore_export.overall_export_metadata',
  );
  let firestore: Launched | null = null;
  if (mode.kind === 'gcloud') {
    const args = [
      'start',
      `--host=${HOST}`,
      `--port=${PORTS.firestore}`,
      `--project_id=${PROJECT_ID}`,
      `--rules=${join(ROOT, 'firestore.rules')}`,
      `--functions_emulator=${HOST}:${PORTS.functions}`,
    ];
    if (options.persist && existsSync(firestoreSeed))
      args.push(`--seed_from_export=${firestoreSeed}`);
    firestore = launch(
      'Firestore emulator',
      mode.launcher,
      args,
      'firestore.log',
      process.env,
      false,
    );
    await waitFor(httpOk(`http://${HOST}:${PORTS.firestore}/`), 60_000, firestore, () => failed);
  }

  const only =
    mode.kind === 'gcloud' ? 'auth,functions,hosting' : 'auth,firestore,functions,hosting';
  const firebaseArgs = [
    'emulators:start',
    '--only',
    only,
    '--project',
    PROJECT_ID,
    '--config',
    await firebaseConfigWithPorts(),
  ];
  if (options.persist) {
    if (existsSync(join(authDir, 'firebase-export-metadata.json')))
      firebaseArgs.push('--import', authDir);
    firebaseArgs.push('--export-on-exit', authDir);
  }
  const firebase = launch(
    `${mode.kind === 'gcloud' ? 'Auth, Functions and Hosting' : 'Auth, Firestore, Functions and Hosting'} emulator (firebase-tools)`,
    join(ROOT, 'node_modules/.bin/firebase'),
    firebaseArgs,
    'firebase.log',
    {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: EMULATOR_ENV.FIRESTORE_EMULATOR_HOST,
      // Loading the functions' code to list them may take longer than firebase-tools' 10 s on a
      // busy machine, which then serves no function at all.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
      BLOB_STORE: 'local',
      LOCAL_BLOB_DIR: blobDir,
      // The sitemap's URL check fetches the site here, not at its public address.
      SITE_FETCH_ORIGIN: SITE_ORIGIN,
      // The functions emulator answers one request per worker and starts a worker (seconds on a
      // busy machine) for each request that comes while the others are busy.
      URL_CHECK_CONCURRENCY: '1',
      ...(options.allowTestImageOrigin
        ? { IMAGE_PROXY_TEST_ALLOW_HOSTS: new URL(TEST_IMAGE_ORIGIN).host }
        : {}),
      ...(options.testCloudflareApi ? { CLOUDFLARE_API_BASE_URL: TEST_CLOUDFLARE_API } : {}),
      ...LOCAL_MAIL_ENV,
      ...options.functionsEnv,
    },
    options.echo,
  );
  // Generous: the first request starts a functions runtime, which is slow on a busy machine.
  await waitFor(httpOk(`${SITE_ORIGIN}/api/health`), 300_000, firebase, () => failed);
  if (mode.kind === 'gcloud') await registerFirestoreTriggers();
  // The emulator fires no schedules: scheduled posts are published by the same code on a timer.
  const publisher = launch(
    'Scheduled publishing (the stand-in for the scheduled function)',
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'scripts/lib/scheduled-publishing.ts')],
    'scheduled-publishing.log',
    { ...process.env, ...EMULATOR_ENV },
    false,
  );

  return {
    blobDir,
    functionsLog: firebase.log,
    failure,
    async stop() {
      if (stopping) return;
      stopping = true;
      if (options.persist && firestore && running(firestore.child))
        await exportFirestore(firestoreDir).catch((error: unknown) => {
          console.error(`Could not save Firestore data: ${String(error)}`);
        });
      await stopGroup(publisher.child, 'SIGTERM', 5_000);
      await stopGroup(firebase.child, 'SIGINT', 30_000);
      if (firestore) await stopGroup(firestore.child, 'SIGTERM', 10_000);
      await stopGroup(mail.child, 'SIGTERM', 5_000);
      process.removeListener('exit', killAll);
    },
  };
}

interface EmulatedTrigger {
  id: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: { database?: string; namespace?: string; document?: string };
    eventFilterPathPatterns?: { document?: string };
  };
}

/**
 * The Functions emulator registers Firestore triggers only with a Firestore emulator that
 * firebase-tools started itself, and here Firestore is the Google Cloud CLI's (started with
 * --functions_emulator). So this does what the Functions emulator would have done: it lists the
 * loaded triggers and registers each v2 Firestore trigger with the Firestore emulator, which then
 * delivers document events to the Functions emulator as in production. The key is the one the
 * Functions emulator gives a trigger of its first load generation (`{id}-0`).
 */
async function registerFirestoreTriggers(): Promise<void> {
  const response = await fetch(`http://${HOST}:${PORTS.functions}/backends`);
  if (!response.ok)
    throw new StackError(`The Functions emulator did not list its triggers (${response.status})`);
  const { backends } = (await response.json()) as {
    backends: { functionTriggers: EmulatedTrigger[] }[];
  };
  const triggers = backends.flatMap((backend) => backend.functionTriggers);
  for (const { id, eventTrigger } of triggers) {
    if (!eventTrigger?.eventType.startsWith('google.cloud.firestore.')) continue;
    const pattern = eventTrigger.eventFilterPathPatterns?.document;
    const document = pattern ?? eventTrigger.eventFilters?.document;
    const registered = await fetch(
      `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${id}-0`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: eventTrigger.eventType,
          database: eventTrigger.eventFilters?.database ?? '(default)',
          namespace: eventTrigger.eventFilters?.namespace ?? '(default)',
          document: { value: document, matchType: pattern ? 'PATH_PATTERN' : 'EXACT' },
        }),
      },
    );
    if (!registered.ok)
      throw new StackError(
        `The Firestore emulator refused trigger ${id} (${registered.status}): ${await registered.text()}`,
      );
  }
}

/**
 * firebase.json with the emulator ports moved by PORT_OFFSET. It sits beside firebase.json
 * because firebase-tools resolves the paths inside it (functions, hosting, rules) from there.
 */
async function firebaseConfigWithPorts(): Promise<string> {
  const base = join(ROOT, 'firebase.json');
  if (PORT_OFFSET === 0) return base;
  const config = JSON.parse(await readFile(base, 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  for (const [name, port] of Object.entries(PORTS)) {
    const emulator = config.emulators[name];
    if (emulator) emulator.port = port;
  }
  const path = join(ROOT, `.firebase.ports-${PORT_OFFSET}.json`);
  await writeFile(path, JSON.stringify(config, null, 2));
  return path;
}

/** Exports into a fresh folder, then swaps it in, so an interrupted export never loses the last good one. */
async function exportFirestore(firestoreDir: string): Promise<void> {
  const next = `${firestoreDir}.next`;
  await rm(next, { recursive: true, force: true });
  await mkdir(next, { recursive: true });
  const response = await fetch(
    `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${PROJECT_ID}/databases/(default)`,
        export_directory: next,
        export_name: 'firestore_export',
      }),
    },
  );
  if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  await rm(firestoreDir, { recursive: true, force: true });
  await rename(next, firestoreDir);
}
