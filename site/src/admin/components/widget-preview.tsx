import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { WIDGET_LOADER } from '@site/shared/app/paths';

export type PreviewGenerator = 'elf-name' | 'craft' | 'scene' | 'recipe';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 320px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page holding one generator, loaded by the loader script exactly as a post embeds it. */
export function previewDocument(generator: PreviewGenerator, theme: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>html,body{margin:0;padding:8px;font-family:system-ui,sans-serif;background:#fff}</style>',
    '</head><body>',
    `<div id="admin-preview" data-elf-generator="${escapeAttribute(generator)}" data-theme="${escapeAttribute(theme)}" data-preview></div>`,
    `<script src="${WIDGET_LOADER}" async></script>`,
    '</body></html>',
  ].join('');
}

/**
 * The public widget as visitors get it, in a frame of its own: it reads the stored content and
 * settings afresh whenever `reloadKey` changes (e.g. after Save Changes), which a widget in this
 * page would not (widgets keep their data for the life of a page). The frame grows with it.
 */
export function WidgetPreview({
  generator,
  theme,
  title,
  reloadKey = '',
}: {
  generator: PreviewGenerator;
  theme: string;
  title: string;
  reloadKey?: string | number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const key = `${generator}-${theme}-${reloadKey}`;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | null = null;
    const follow = () => {
      observer?.disconnect();
      const root = element.contentDocument?.documentElement;
      if (!root || typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(() => setHeight(root.scrollHeight));
      observer.observe(root);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [key]);

  return (
    <Frame
      key={key}
      ref={frame}
      title={title}
      srcDoc={previewDocument(generator, theme)}
      style={height ? { height: height + 4 } : undefined}
      data-testid="widget-preview"
    />
  );
}

const Themes = styled.fieldset`
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
`;

/**
 * The Preview Tool tab: the live widget in each of its themes (the stored default theme first).
 * It shows what is stored: unsaved changes appear after Save Changes.
 */
export function PreviewTool({
  generator,
  name,
  themes,
  initialTheme,
  reloadKey,
}: {
  generator: PreviewGenerator;
  /** The generator's name, for the frame's title. */
  name: string;
  themes: readonly { value: string; label: string }[];
  initialTheme: string;
  reloadKey?: string | number;
}) {
  const [theme, setTheme] = useState(initialTheme);
  const label = themes.find((t) => t.value === theme)?.label ?? theme;
  return (
    <div>
      <Themes>
        <legend>Preview theme</legend>
        {themes.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`preview-theme-${generator}`}
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Themes>
      <WidgetPreview
        generator={generator}
        theme={theme}
        title={`${name} preview, ${label} theme`}
        reloadKey={reloadKey}
      />
    </div>
  );
}
