import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { SiteHeader } from './site-header';

function renderHeader() {
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <SiteHeader pathname="/" />
    </AppShell>,
  );
}

/** Radix moves focus back after the dialog's exit, in a timeout. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the sign-up dialog returns focus to Sign Up', () => {
  async function openDialog() {
    renderHeader();
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    signUp.focus();
    fireEvent.click(signUp);
    const dialog = await screen.findByRole('dialog', { name: 'Our letter service has moved' });
    return { signUp, dialog };
  }

  it('when closed with Escape', async () => {
    const { signUp, dialog } = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signUp).toHaveFocus();
  });

  it('when closed with Stay here', async () => {
    const { signUp } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signUp).toHaveFocus();
  });
});

describe('the sign-up dialog’s countdown', () => {
  it('is part of the dialog’s description rather than announced every second', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our letter service has moved' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign up with our new home and get 5 free letters from your elf. Taking you there in 15 seconds…',
    );
    expect(screen.getByTestId('signup-count').closest('[aria-live]')).toBeNull();
  });
});
