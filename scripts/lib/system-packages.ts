/** System packages the stack needs: installed with apt when this process may, otherwise named. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { StackError } from './stack';

interface SystemPackage {
  what: string;
  present: () => boolean;
  /** All the Debian packages it takes, installed together. */
  debianPackages: string[];
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
  debianPackages: ['chromium'],
};

export const JAVA: SystemPackage = {
  what: 'Java (for the Firestore emulator)',
  present: () => !spawnSync('java', ['-version']).error,
  debianPackages: ['openjdk-17-jre-headless'],
};

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export const FIREFOX: SystemPackage = {
  what: "Firefox ESR (for the other engines' tests)",
  present: () => existsSync(FIREFOX_PATH),
  debianPackages: ['firefox-esr'],
};

/** WebKitGTK's MiniBrowser, the one WebKit browser whose automation mode runs here (Epiphany's crashes). */
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const onPath = (command: string) => spawnSync('which', [command]).status === 0;

/** WebKit's WebDriver with MiniBrowser, and the display and session bus a GTK window needs. */
export const WEBKIT: SystemPackage = {
  what: "WebKitGTK's WebDriver, Xvfb and D-Bus (for the other engines' tests)",
  present: () =>
    existsSync(MINIBROWSER_PATH) &&
    ['WebKitWebDriver', 'xvfb-run', 'dbus-run-session'].every(onPath),
  debianPackages: ['webkit2gtk-driver', 'xvfb', 'dbus-daemon'],
};

const canInstall = () => process.getuid?.() === 0 && !spawnSync('apt-get', ['--version']).error;

export function ensureSystemPackage(pkg: SystemPackage): void {
  if (pkg.present()) return;
  const names = pkg.debianPackages.join(' ');
  if (!canInstall()) {
    throw new StackError(
      `${pkg.what} is missing. Install it with: sudo apt-get install -y ${names}`,
    );
  }
  console.log(`${pkg.what} is missing: installing the Debian packages ${names}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', ...pkg.debianPackages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new StackError(`apt-get ${args.join(' ')} failed; install ${names} by hand.`);
    }
  }
  if (!pkg.present()) throw new StackError(`${names} installed but ${pkg.what} still not found.`);
}
