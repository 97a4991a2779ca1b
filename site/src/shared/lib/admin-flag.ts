/** Spec part 1 §4: the local flag the admin login sets and a failure or logout removes. */
export const ADMIN_FLAG_KEY = 'adminLoggedIn';

/** Whether this browser holds the flag; false where storage is refused (a privacy setting). */
export function hasAdminFlag(): boolean {
  try {
    return localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}
