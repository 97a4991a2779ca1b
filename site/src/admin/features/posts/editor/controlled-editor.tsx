import { useState } from 'react';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/** The editor with its output fed back as its value, the way the post form holds it (stories, tests). */
export function ControlledEditor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}
