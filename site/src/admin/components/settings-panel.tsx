import type { ReactNode } from 'react';
import styled from 'styled-components';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import type { ReadySettings, SettingsState } from './use-generator-settings';

const Status = styled.div`
  padding: 1rem 0;
  button {
    ${secondaryButtonStyles}
    margin-left: 0.5rem;
  }
`;

const Save = styled.button`
  ${primaryButtonStyles}
`;

/** What needs the stored settings: loading, then the content, or why not with a retry. */
export function SettingsPanel<T>({
  state,
  failedText,
  onRetry,
  children,
}: {
  state: SettingsState<T>;
  failedText: string;
  onRetry(): void;
  children(ready: ReadySettings<T>): ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state)}</>;
  if (state.status === 'loading') return <Status role="status">Loading...</Status>;
  return (
    <Status role="alert">
      {failedText}: {state.error.message}
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </Status>
  );
}

/** Save Changes: enabled while the draft differs from what is stored. */
export function SaveChangesButton<T>({
  state,
  dirty,
  onSave,
}: {
  state: SettingsState<T>;
  dirty: boolean;
  onSave(): Promise<void>;
}) {
  const saving = state.status === 'ready' && state.saving;
  return (
    <Save type="button" onClick={() => void onSave()} disabled={!dirty || saving}>
      {saving ? 'Saving...' : 'Save Changes'}
    </Save>
  );
}
