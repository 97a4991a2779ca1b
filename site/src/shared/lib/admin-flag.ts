/** Spec part 1 §4: the local flag the admin login sets and a failure or logout removes. */
export const ADMIN_FLAG_KEY = 'adminLoggedIn';

export const hasAdminFlag = () => localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
