import { useContext } from 'react';
import { showPageToast } from './page-toasts';
import { ToastContext, type ShowToast } from './toast-context';

/**
 * Shows a toast: through the Toaster around the component, or else through the page's toaster,
 * which public pages load only when they first show one (page-toasts.ts).
 */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? showPageToast;
}
