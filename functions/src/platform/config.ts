import {
  readServerSettings,
  readSiteSettings,
  type ServerSettings,
  type SiteSettings,
} from '@core/site/settings';
import type { CspOrigins } from '@core/site/security-headers';
import type { ClientFirebaseConfig } from '@core/site/boot-data';

let cachedSettings: SiteSettings | undefined;

export function siteSettings(): SiteSettings {
  cachedSettings ??= readSiteSettings(process.env);
  return cachedSettings;
}

let cachedServerSettings: ServerSettings | undefined;

export function serverSettings(): ServerSettings {
  cachedServerSettings ??= readServerSettings(process.env);
  return cachedServerSettings;
}

export function projectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-elf-tradition';
}

export function clientFirebaseConfig(): ClientFirebaseConfig {
  const id = projectId();
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  return {
    apiKey: process.env.WEB_API_KEY ?? 'demo-api-key',
    authDomain: process.env.WEB_AUTH_DOMAIN ?? `${id}.firebaseapp.com`,
    projectId: id,
    emulators:
      authHost && firestoreHost ? { auth: `http://${authHost}`, firestore: firestoreHost } : null,
  };
}

/** The configured origins the pages' and the admin's Content Security Policies name. */
export function cspOrigins(): CspOrigins {
  const firebase = clientFirebaseConfig();
  return {
    successorUrl: siteSettings().successorUrl,
    emulatorOrigins: firebase.emulators
      ? [firebase.emulators.auth, `http://${firebase.emulators.firestore}`]
      : [],
  };
}
