/** System packages the stack needs: installed with apt when this process may, otherwise named. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { StackError } from './stack';

interface SystemPackage {
  what: string;
  present: () => boolean;
  debianPackage: string;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium as root on a machine whose network reaches only package registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM: SystemPackage = {
  what: 'Chromium (for end-to-end tests)',
  present: () => existsSync(CHROMIUM_PATH),
  debianPackage: 'chromium',
};

export const JAVA: SystemPackage = {
  what: 'Java (for the Firestore emulator)',
  present: () => !spawnSync('java', ['-version']).error,
  debianPackage: 'openjdk-17-jre-headless',
};

const canInstall = () => process.getuid?.() === 0 && !spawnSync('apt-get', ['--version']).error;

export function ensureSystemPackage(pkg: SystemPackage): void {
  if (pkg.present()) return;
  if (!canInstall()) {
    throw new StackError(
      `${pkg.what} is missing. Install it with: sudo apt-get install -y ${pkg.debianPackage}`,
    );
  }
  console.log(`${pkg.what} is missing: installing the Debian package ${pkg.debianPackage}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', pkg.debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new StackError(
        `apt-get ${args.join(' ')} failed; install ${pkg.debianPackage} by hand.`,
      );
    }
  }
  if (!pkg.present())
    throw new StackError(`${pkg.debianPackage} installed but ${pkg.what} still not found.`);
}
