import { render, screen } from '@testing-library/react';
import { pretendTouchScreen } from '../fixtures';
import { COPY_BY_HAND_TEXT, CopyByHandField } from './copy-by-hand';

afterEach(() => vi.unstubAllGlobals());

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function renderField() {
  const opener = document.createElement('button');
  render(
    <CopyByHandField request={{ text: 'Jingletoes', opener }} label="Name" onClose={() => {}} />,
  );
  return screen.getByRole('textbox', { name: 'Name' });
}

describe('CopyByHandField', () => {
  it('names the keys of a Mac on a Mac', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: MAC_SAFARI });
    expect(renderField()).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.cmdC);
  });

  it('asks for a long-press on an iPad, which names itself a Mac', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: MAC_SAFARI });
    onTestFinished(pretendTouchScreen());
    expect(renderField()).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.touch);
  });

  it('asks for a long-press on a phone whose stylus is its main pointer', () => {
    onTestFinished(pretendTouchScreen('(any-pointer: coarse)'));
    vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID_CHROME });
    expect(renderField()).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.touch);
  });

  it('names the keys on a laptop whose screen also takes touch', () => {
    onTestFinished(pretendTouchScreen('(any-pointer: coarse)'));
    vi.stubGlobal('navigator', { ...navigator, userAgent: WINDOWS_CHROME });
    expect(renderField()).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.ctrlC);
  });
});
