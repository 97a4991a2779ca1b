import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { testSendSchema } from '@core/newsletter/newsletter-sends-admin';
import {
  fieldStyles,
  secondaryButtonStyles,
  stackedLabelStyles,
} from '@site/shared/components/form-styles';
import { useAdminData } from '@site/admin/data/admin-data';
import { useMailPreview } from '@site/admin/data/queries';

/** The widths a mail is looked at: the mail's own (a computer's client) and a phone's. */
const PREVIEW_WIDTHS = [600, 390] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
/**
 * The frame's height: what the screen leaves beside the dialog's other parts (about 520 px of
 * text, test form and buttons), so the dialog's buttons stay in view on a laptop's 720 px screen
 * without scrolling; the mail scrolls inside it.
 */
const FRAME_HEIGHT = 'clamp(160px, calc(100vh - 520px), 380px)';

export const MAIL_PREVIEW_TEXT = {
  heading: 'Preview',
  widths: 'Preview width',
  width: { 600: 'Computer (600 px)', 390: 'Phone (390 px)' } satisfies Record<PreviewWidth, string>,
  frame: (width: number) => `The mail at ${width} px`,
  subject: (subject: string) => `Subject: ${subject}`,
  scaled: (percent: number) => `Shown at ${percent} % to fit`,
  loading: 'Loading the preview…',
  failed: 'Could not load the preview',
  testLabel: 'Send a test to',
  testHint: 'One copy, its subject starting with “[Test]”. The post is not emailed by it.',
  testButton: 'Send test',
  testSending: 'Sending…',
  testSent: (email: string) => `Test sent to ${email}`,
  testFailed: 'Could not send the test',
} as const;

const Box = styled.section`
  margin-top: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  .widths {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  .widths button {
    ${secondaryButtonStyles}
  }
  .widths button[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  .subject {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  .frame {
    --frame-height: ${FRAME_HEIGHT};
    overflow: hidden;
    /* Its width is the dialog's, whatever the mail's: what the mail is shrunk to fit. */
    contain: inline-size;
    min-width: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  iframe {
    display: block;
    border: 0;
    transform-origin: 0 0;
  }
  .scaled {
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The element's width as laid out, once known (null where nothing lays out, as in jsdom);
 * `shown`: whether the element is rendered now (it comes with the preview).
 */
function useLaidOutWidth(element: RefObject<HTMLElement | null>, shown: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, shown]);
  return width;
}

/**
 * The mail as subscribers get it, rendered by the server, at the mail's width and a phone's: in a
 * sandboxed frame, so nothing in it runs or reaches the admin.
 */
export function MailPreview({ postId }: { postId: string }) {
  const { state } = useMailPreview(postId);
  const [width, setWidth] = useState<PreviewWidth>(600);
  // The mail renders at its own width and is shrunk to the dialog's (a phone's is narrower than
  // 600 or even 390 px): as its reader would see it, without a sideways scroll.
  const box = useRef<HTMLDivElement>(null);
  const available = useLaidOutWidth(box, state.status === 'ready');
  const scale = available && available < width ? available / width : 1;
  return (
    <Box aria-label={MAIL_PREVIEW_TEXT.heading}>
      <h3>{MAIL_PREVIEW_TEXT.heading}</h3>
      <div className="widths" role="group" aria-label={MAIL_PREVIEW_TEXT.widths}>
        {PREVIEW_WIDTHS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === width}
            onClick={() => setWidth(each)}
          >
            {MAIL_PREVIEW_TEXT.width[each]}
          </button>
        ))}
      </div>
      {state.status === 'loading' && <p role="status">{MAIL_PREVIEW_TEXT.loading}</p>}
      {state.status === 'error' && (
        <p role="alert">
          {MAIL_PREVIEW_TEXT.failed}: {state.error.message}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className="subject">{MAIL_PREVIEW_TEXT.subject(state.data.subject)}</p>
          <div
            className="frame"
            ref={box}
            style={{ height: `calc(var(--frame-height) * ${scale})` }}
          >
            <iframe
              title={MAIL_PREVIEW_TEXT.frame(width)}
              sandbox=""
              srcDoc={state.data.html}
              width={width}
              style={{
                width,
                height: 'var(--frame-height)',
                transform: scale < 1 ? `scale(${scale})` : undefined,
              }}
            />
          </div>
          {scale < 1 && (
            <p className="scaled">{MAIL_PREVIEW_TEXT.scaled(Math.round(scale * 100))}</p>
          )}
        </>
      )}
    </Box>
  );
}

const TestForm = styled.form`
  margin-top: 1rem;
  label {
    ${stackedLabelStyles}
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input {
    ${fieldStyles}
    flex: 1 1 12rem;
    width: auto;
  }
  button {
    ${secondaryButtonStyles}
  }
  .hint,
  .answer {
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
  }
  .hint {
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type TestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'error'; message: string };

/**
 * One copy of the mail to an address the owner types, checked as a sign-up's address is, before
 * the subscribers get it.
 */
export function TestSend({ postId }: { postId: string }) {
  const data = useAdminData();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<TestState>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = testSendSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ status: 'error', message: parsed.error.issues[0]!.message });
      return;
    }
    setState({ status: 'sending' });
    try {
      const { sentTo } = await data.newsletter.sendTest(postId, parsed.data.email);
      setState({ status: 'sent', email: sentTo });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ status: 'error', message: `${MAIL_PREVIEW_TEXT.testFailed}: ${reason}` });
    }
  }

  return (
    <TestForm onSubmit={submit} noValidate>
      <label htmlFor={id}>{MAIL_PREVIEW_TEXT.testLabel}</label>
      <div className="row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={state.status === 'error'}
          aria-describedby={`${id}-hint ${id}-answer`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={state.status === 'sending'}>
          {state.status === 'sending'
            ? MAIL_PREVIEW_TEXT.testSending
            : MAIL_PREVIEW_TEXT.testButton}
        </button>
      </div>
      <p className="hint" id={`${id}-hint`}>
        {MAIL_PREVIEW_TEXT.testHint}
      </p>
      <p
        className="answer"
        id={`${id}-answer`}
        role={state.status === 'error' ? 'alert' : 'status'}
      >
        {state.status === 'sent' && MAIL_PREVIEW_TEXT.testSent(state.email)}
        {state.status === 'error' && state.message}
      </p>
    </TestForm>
  );
}
