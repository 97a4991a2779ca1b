import { createContext } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms; Radix's default otherwise. */
  duration?: number;
  /** A button in the toast that does something more about what it reports (e.g. undo it). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick(): void;
  /**
   * Once used, the toast stays until it is closed or replaced: the action opens a dialog, which
   * gives focus back to the action when cancelled, and the action can be used again.
   */
  keepsToast?: boolean;
}

export type ShowToast = (toast: ToastMessage) => void;

/** Set by a Toaster (the admin app); public pages have none and use the page's own toaster. */
export const ToastContext = createContext<ShowToast | null>(null);
