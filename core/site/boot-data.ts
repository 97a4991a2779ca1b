/**
 * What the server hands the browser in every page (site/src/public/server/document.ts writes it,
 * site/src/shared/app/boot-data.ts reads it): shared by the server rendering and the browser.
 */
import type { SiteSettings } from './settings';

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
