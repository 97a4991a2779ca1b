import styled from 'styled-components';
import {
  emailShareUrl,
  pinterestSaveUrl,
  RESULT_LINKS_TEXT,
  RESULT_PAGE_SHARE_TEXT,
  type SharedResult,
} from '@core/results/result-sharing';
import { absoluteUrl } from '@site/public/app/head';
import { useSiteSettings } from '@site/shared/app/settings-context';
import {
  fieldStyles,
  secondaryButtonStyles,
  stackedLabelStyles,
} from '@site/shared/components/form-styles';

const Share = styled.section`
  margin-top: 2rem;
  max-width: 720px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-bottom: 1rem;
  }
  .links a {
    ${secondaryButtonStyles}
  }
  label {
    ${stackedLabelStyles}
  }
  input {
    ${fieldStyles}
    width: 100%;
    font-weight: 400;
  }
`;

/**
 * Under a result on its own page, for a visitor who arrived by a shared link and wants to pass it
 * on: plain links and a field holding the address, so all of it works without script. The
 * address shared is the page's canonical one, as the widgets share it.
 */
export function ResultShareLinks({ result, heading }: { result: SharedResult; heading: string }) {
  const settings = useSiteSettings();
  const url = absoluteUrl(settings, result.path);
  const pinImage = absoluteUrl(settings, result.pinImagePath);
  return (
    <Share aria-labelledby="share-result">
      <h2 id="share-result">{heading}</h2>
      <div className="links">
        <a href={emailShareUrl(result, url)}>{RESULT_PAGE_SHARE_TEXT.byEmail}</a>
        <a
          href={pinterestSaveUrl(url, pinImage, result.text)}
          target="_blank"
          rel="noopener noreferrer"
          // A hidden span would be named apart ("Save to Pinterest , opens…"): its box is absolute.
          aria-label={RESULT_LINKS_TEXT.pin + RESULT_LINKS_TEXT.newTab}
        >
          {RESULT_LINKS_TEXT.pin}
        </a>
      </div>
      <label>
        {RESULT_LINKS_TEXT.linkToCopy}
        <input type="url" readOnly value={url} />
      </label>
    </Share>
  );
}
