import type { ReactNode } from 'react';
import {
  opensInNewTab,
  pinterestSaveUrl,
  RESULT_ACTIONS,
  RESULT_LINKS_TEXT,
  type ResultAction,
  type ResultRef,
  type SharedResult,
} from '@core/result-sharing';
import { CopyByHandField } from './copy-by-hand';
import { API_ORIGIN } from './runtime-config';
import { Button, CopiedStatus, Row, ScreenReaderOnly } from './ui';
import { reportResultAction, type WidgetInstance } from './usage';
import { COPIED, useCopy } from './use-copy';

export { RESULT_LINKS_TEXT } from '@core/result-sharing';

/**
 * Below a result: a link to its page, Share (the device's share sheet where it has one, else the
 * link copied, else shown selected to copy by hand) and Save to Pinterest with its pin image. On
 * this site's own pages the link opens in the same tab; on another site's, in a frame or in an
 * admin's preview, in a new one. Each is reported with the result, never as a use.
 */
export function ResultLinks({
  result,
  instance,
  label,
  children,
}: {
  result: SharedResult;
  instance: WidgetInstance;
  /** The link's text: RESULT_LINKS_TEXT.idea or .name. */
  label: string;
  /** The widget's own buttons for the result, first in the row (the elf name's Copy). */
  children?: ReactNode;
}) {
  const { copied, byHand, share, closeByHand } = useCopy();
  const url = API_ORIGIN + result.path;
  const ref: ResultRef = { kind: result.kind, key: result.key };
  const report = (action: ResultAction) => reportResultAction(instance, action, ref);
  const newTab = opensInNewTab({
    pageOrigin: location.origin,
    siteOrigin: API_ORIGIN,
    framed: instance.method === 'iframe',
    preview: Boolean(instance.preview),
  });
  const away = { target: '_blank', rel: 'noopener' } as const;

  async function shareLink(opener: HTMLElement) {
    const outcome = await share({ title: result.title, text: result.text, url }, url, opener);
    if (outcome === 'shared' || outcome === 'copied') report(RESULT_ACTIONS.share);
  }

  return (
    <>
      {/* Not read out as the result's live region changes: the status below says a copy once. */}
      <Row aria-live="off">
        {children}
        <Button
          as="a"
          $secondary
          href={url}
          {...(newTab && away)}
          onClick={() => report(RESULT_ACTIONS.linkOpen)}
        >
          {label}
          {newTab && <ScreenReaderOnly>{RESULT_LINKS_TEXT.newTab}</ScreenReaderOnly>}
        </Button>
        <Button type="button" $secondary onClick={(event) => void shareLink(event.currentTarget)}>
          {copied ? COPIED : RESULT_LINKS_TEXT.share}
        </Button>
        <Button
          as="a"
          $secondary
          href={pinterestSaveUrl(url, API_ORIGIN + result.pinImagePath, result.text)}
          {...away}
          onClick={() => report(RESULT_ACTIONS.pin)}
        >
          {RESULT_LINKS_TEXT.pin}
          <ScreenReaderOnly>{RESULT_LINKS_TEXT.newTab}</ScreenReaderOnly>
        </Button>
      </Row>
      <CopiedStatus copied={copied} />
      {byHand && (
        <CopyByHandField
          request={byHand}
          label={RESULT_LINKS_TEXT.linkToCopy}
          onClose={closeByHand}
          onCopy={() => report(RESULT_ACTIONS.share)}
        />
      )}
    </>
  );
}
