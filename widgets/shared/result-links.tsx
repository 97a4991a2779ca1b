import { useState, type MouseEvent, type ReactNode } from 'react';
import { linkWay } from '@core/embed/embed-message';
import {
  opensInNewTab,
  pinterestSaveUrl,
  RESULT_ACTIONS,
  RESULT_LINKS_TEXT,
  type ResultAction,
  type ResultRef,
  type SharedResult,
} from '@core/results/result-sharing';
import { CopyByHandField } from './copy-by-hand';
import { API_ORIGIN } from './runtime-config';
import { Button, CopiedStatus, Row, ScreenReaderOnly } from './ui';
import { reportResultAction, type WidgetInstance } from './usage';
import { COPIED, useCopy } from './use-copy';

export { RESULT_LINKS_TEXT } from '@core/results/result-sharing';

/**
 * Below a result: a link to its page, Share (the device's share sheet where it has one, else the
 * link copied, else shown selected to copy by hand) and Save to Pinterest with its pin image. On
 * this site's own pages the link opens in the same tab; on another site's, in a frame or in an
 * admin's preview, in a new one; where the page may not open one (another site's sandboxed frame),
 * the host is asked to go to our own pages (linkWay), else the address shows to copy by hand. Each
 * is reported with the result, never as a use: a link shown to copy once it is copied.
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
  const { copied, byHand, share, showByHand, closeByHand } = useCopy();
  // What the text to copy by hand stands for: Share's link, or a link the page could not open.
  const [byHandFor, setByHandFor] = useState<ResultAction>(RESULT_ACTIONS.share);
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

  /** Follows a link the way the page allows (linkWay); reports it once it went somewhere. */
  function follow(event: MouseEvent<HTMLAnchorElement>, action: ResultAction) {
    const { href } = event.currentTarget;
    const how = linkWay({ origin: window.origin, href: location.href }, href);
    if (how.way !== 'tab') event.preventDefault();
    if (how.way === 'host') window.parent.postMessage(how.message, '*');
    if (how.way === 'try-tab') {
      const tab = window.open(href, '_blank');
      if (tab) tab.opener = null;
      else return leaveToCopy(event.currentTarget, action);
    }
    if (how.way === 'copy') return leaveToCopy(event.currentTarget, action);
    report(action);
  }

  function leaveToCopy(link: HTMLAnchorElement, action: ResultAction) {
    setByHandFor(action);
    showByHand(link.href, link);
  }

  async function shareLink(opener: HTMLElement) {
    setByHandFor(RESULT_ACTIONS.share);
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
          onClick={(event) => follow(event, RESULT_ACTIONS.linkOpen)}
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
          onClick={(event) => follow(event, RESULT_ACTIONS.pin)}
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
          intro={byHandFor === RESULT_ACTIONS.share ? undefined : RESULT_LINKS_TEXT.tabBlocked}
          onClose={closeByHand}
          onCopy={() => report(byHandFor)}
        />
      )}
    </>
  );
}
