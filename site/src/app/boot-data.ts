import type { SiteSettings } from '@core/settings';

/** Web SDK configuration handed to the browser; none of it is secret. */
export interface ClientFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when the server runs against emulators, so the browser uses them too. */
  emulators: { auth: string; firestore: string } | null;
}

/** What the server hands the browser in the page (window.__BOOT__). */
export interface BootData {
  settings: SiteSettings;
  firebase: ClientFirebaseConfig;
}

declare global {
  interface Window {
    __BOOT__?: BootData;
  }
}

export function readBootData(): BootData {
  if (!window.__BOOT__)
    throw new Error('Boot data missing: the page was not served by the site server');
  return window.__BOOT__;
}
