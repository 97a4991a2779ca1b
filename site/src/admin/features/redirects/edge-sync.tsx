import { useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_EDGE_ITEM_LIMIT,
  EDGE_TEXT,
  edgeSettingsSchema,
  type EdgeSettings,
} from '@core/redirects/redirect-api';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';
import { useToast } from '@site/shared/components/use-toast';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { FormField } from '@site/admin/components/form-field';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { useAdminData } from '@site/admin/data/admin-data';
import { AdminApiError } from '@site/admin/data/admin-api';
import { REDIRECTS_TEXT } from './redirects-text';
import { useErrorToast } from '@site/admin/components/use-error-toast';

/** Spec §8: 'Sync Failed' with the HTTP status and status text (and the server's reason). */
function syncFailure(error: unknown): string {
  if (error instanceof AdminApiError && error.status)
    return `${error.message} (HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''})`;
  return REDIRECTS_TEXT.syncFailedText;
}

/**
 * The Sync button: pushes the active redirects to Cloudflare. When there are more than the plan
 * allows (edge settings), it asks first.
 */
export function SyncButton({
  activeCount,
  className,
}: {
  activeCount: number;
  className?: string;
}) {
  const data = useAdminData();
  const toast = useToast();
  const [syncing, setSyncing] = useState(false);
  const [overLimit, setOverLimit] = useState<number | null>(null);

  async function sync() {
    setSyncing(true);
    try {
      const { count } = await data.redirects.sync();
      toast({ title: REDIRECTS_TEXT.syncDone, description: REDIRECTS_TEXT.syncDoneText(count) });
    } catch (error) {
      toast({
        title: REDIRECTS_TEXT.syncFailed,
        description: syncFailure(error),
        variant: 'destructive',
      });
    } finally {
      setSyncing(false);
    }
  }

  async function start() {
    let limit: number | null = null;
    try {
      const settings = await data.redirects.edgeSettings();
      if (settings.tokenSet) limit = settings.itemLimit;
    } catch {
      // The sync itself says what is wrong.
    }
    if (limit !== null && activeCount > limit) setOverLimit(limit);
    else await sync();
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void start()} disabled={syncing}>
        {syncing ? REDIRECTS_TEXT.syncing : REDIRECTS_TEXT.sync}
      </button>
      <ConfirmDialog
        open={overLimit !== null}
        onOpenChange={(open) => {
          if (!open) setOverLimit(null);
        }}
        title={REDIRECTS_TEXT.syncOverLimitTitle}
        description={EDGE_TEXT.overLimit(activeCount, overLimit ?? 0)}
        confirmLabel="Sync Anyway"
        pendingLabel={REDIRECTS_TEXT.syncing}
        onConfirm={sync}
      />
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
`;

type Values = Record<'accountId' | 'listId' | 'siteHost' | 'itemLimit' | 'apiToken', string>;

const valuesOf = (settings: EdgeSettings | null): Values => ({
  accountId: settings?.accountId ?? '',
  listId: settings?.listId ?? '',
  siteHost: settings?.siteHost ?? '',
  itemLimit: String(settings?.itemLimit ?? DEFAULT_EDGE_ITEM_LIMIT),
  apiToken: '',
});

/** Where Sync pushes to: the Cloudflare account, list and host, and the API token (write-only). */
export function EdgeSettingsDialog({
  settings,
  onClose,
}: {
  /** The stored settings while open; undefined when closed. */
  settings: EdgeSettings | null | undefined;
  onClose(): void;
}) {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const { errors, bind, reset, saving, submit } = useEntityForm({
    initial: () => valuesOf(null),
    // Until a token is saved one is needed; then a blank one keeps it.
    schema: settings?.tokenSet
      ? edgeSettingsSchema
      : edgeSettingsSchema.refine((values) => values.apiToken, {
          path: ['apiToken'],
          message: 'API token is required',
          // Only once every other field is right: the token is the last thing asked for.
          when: ({ issues }) => !issues.length,
        }),
    inputOf: (values: Values) => ({
      ...values,
      itemLimit: Number(values.itemLimit),
      apiToken: values.apiToken.trim() || undefined,
    }),
    async save(values) {
      await data.redirects.saveEdgeSettings(values);
      toast({ title: REDIRECTS_TEXT.edgeSaved });
      onClose();
    },
    onSaveFailed: (error) => errorToast(REDIRECTS_TEXT.edgeSaveFailed, error),
  });
  const [shownFor, setShownFor] = useState<EdgeSettings | null | undefined>(undefined);
  if (settings !== shownFor) {
    setShownFor(settings);
    reset(valuesOf(settings ?? null));
  }

  const field = (name: keyof Values, label: string, hint?: string, type = 'text') => (
    <FormField label={label} hint={hint} error={errors[name]}>
      {(props) => (
        <input {...props} type={type} autoComplete="off" spellCheck={false} {...bind(name)} />
      )}
    </FormField>
  );

  return (
    <Modal
      open={settings !== undefined}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title="Cloudflare Edge Settings"
      description="Sync replaces the items of a Cloudflare Bulk Redirect List with the active redirects. The list needs a Bulk Redirect Rule that enables it."
      width="560px"
    >
      <Form onSubmit={submit} noValidate>
        {field('accountId', 'Account ID')}
        {field('listId', 'Bulk Redirect List ID')}
        {field(
          'siteHost',
          'Site host',
          'The host the redirects answer for, e.g. elfletter.example',
        )}
        {field(
          'apiToken',
          'API token',
          `${
            settings?.tokenSet
              ? 'A token is saved; leave blank to keep it.'
              : 'Needs the Account Filter Lists Edit permission.'
          } It is never shown again, and only sent to ${settings?.apiHost ?? 'the configured API'} (server configuration).`,
          'password',
        )}
        {field(
          'itemLimit',
          'Plan limit (list items)',
          'Sync warns before pushing more than this',
          'number',
        )}
        <ModalActions>
          <button type="button" className="secondary" onClick={onClose} disabled={saving}>
            {REDIRECTS_TEXT.cancel}
          </button>
          <button type="submit" className="primary" disabled={saving}>
            {saving ? REDIRECTS_TEXT.saving : 'Save Settings'}
          </button>
        </ModalActions>
      </Form>
    </Modal>
  );
}
