import type { ShowToast, ToastMessage } from './toast-context';

let pageToaster: Promise<ShowToast> | undefined;

/**
 * The toasts of a public page, whichever island asks: one toaster for the page (so still one toast
 * at a time), whose code loads with the first toast rather than with every page.
 */
export function showPageToast(message: ToastMessage): void {
  pageToaster ??= import('./page-toaster').then(({ mountPageToaster }) => mountPageToaster());
  void pageToaster.then((show) => show(message));
}
