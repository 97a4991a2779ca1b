import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { ClientFirebaseConfig } from '../app/boot-data';

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
    const auth = getAuth(app);
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
