import { render, screen } from '@testing-library/react';
import { pretendTouchScreen } from '../fixtures';
import { COPY_BY_HAND_TEXT, CopyByHandField } from './copy-by-hand';

afterEach(() => vi.unstubAllGlobals());

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

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
});
