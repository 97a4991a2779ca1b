/** Spec part 1 §6: what an admin-only action says to a visitor without a session, or without admin. */
export const ADMIN_ACCESS_TEXT = {
  noSessionTitle: 'Authentication Required',
  noSession: 'Please log in to access admin functions',
  notAdminTitle: 'Access Denied',
  notAdmin: 'Admin privileges required for this action',
} as const;
