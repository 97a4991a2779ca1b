import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { ClientFirebaseConfig } from '@core/site/boot-data';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | undefined;

/** The browser's Firebase app, pointed at the emulators when the server runs against them. */
export function firebaseServices(config: ClientFirebaseConfig): FirebaseServices {
  if (!services) {
    const app = initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
    // getAuth's persistence without its popup/redirect resolver: sign-in is by email and
    // password only, so Auth's helper frame and the script that loads it (apis.google.com) never
    // load, and the pages' policies need not allow them.
    const auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    const db = getFirestore(app);
    if (config.emulators) {
      connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
      const [host = '127.0.0.1', port = '8080'] = config.emulators.firestore.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
    services = { app, auth, db };
  }
  return services;
}
