import type { SiteSettings } from '@core/settings';

/** Web SDK configuration handed to the browser; none of it is secret. */
export interface ClientFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when the server runs against emulators, so the browser uses them too. */
  emulators: { auth: string; firestore: string } | null;
}

/** The id of the JSON block in which the server hands the browser its BootData. */
export const BOOT_DATA_ID = 'boot-data';

/** What the server hands the browser in the page. */
export interface BootData {
  settings: SiteSettings;
  firebase: ClientFirebaseConfig;
}

let boot: BootData | undefined;

export function readBootData(): BootData {
  if (!boot) {
    const block = document.getElementById(BOOT_DATA_ID);
    if (!block?.textContent)
      throw new Error('Boot data missing: the page was not served by the site server');
    boot = JSON.parse(block.textContent) as BootData;
  }
  return boot;
}
