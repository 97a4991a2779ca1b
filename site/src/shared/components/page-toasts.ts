import type { ShowToast, ToastMessage } from './toast-context';

interface PageToaster {
  show: ShowToast;
  remove: () => void;
}

let pageToaster: Promise<PageToaster> | undefined;

/**
 * The toasts of a public page, whichever island asks: one toaster for the page (so still one toast
 * at a time), whose code loads with the first toast rather than with every page.
 */
export function showPageToast(message: ToastMessage): void {
  pageToaster ??= import('./page-toaster').then(({ mountPageToaster }) => mountPageToaster());
  void pageToaster.then(({ show }) => show(message));
}

/**
 * Takes the page's toaster away with its root. A page never needs to, but a test run does: the
 * toaster lives outside what Testing Library cleans up, and React work it leaves pending would
 * otherwise run after the test's window is gone.
 */
export async function removePageToaster(): Promise<void> {
  const toaster = pageToaster;
  pageToaster = undefined;
  (await toaster)?.remove();
}
