import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import styled from 'styled-components';
import { Icon } from './editor-icons';
import { GENERATOR_TEXT, isEmbedGenerator } from './generator-keys';

const Card = styled.div<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0;
  padding: 0.9rem 1rem;
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: #f0fdf4;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: grab;
  user-select: none;
  outline: ${({ $selected }) => ($selected ? '3px solid #2563eb' : 'none')};
  outline-offset: 2px;

  .label {
    flex: 1;
  }
  button {
    font: inherit;
    line-height: 1;
    padding: 0.35rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

/**
 * A generator embed while editing: a card, not the widget. The widget loader starts every
 * [data-elf-generator] in the document, so this view must never carry that attribute (the
 * saved markup comes from renderHTML instead).
 */
export function GeneratorEmbedView({ node, selected, deleteNode, editor }: ReactNodeViewProps) {
  const value: unknown = node.attrs.generator;
  const generator = typeof value === 'string' && isEmbedGenerator(value) ? value : 'craft';
  const remove = GENERATOR_TEXT.remove(generator);
  return (
    <NodeViewWrapper>
      <Card $selected={selected} data-testid="generator-embed">
        <Icon name="sparkle" />
        <span className="label">{GENERATOR_TEXT.card(generator)}</span>
        <button
          type="button"
          aria-label={remove}
          title={remove}
          onClick={() => {
            deleteNode();
            editor.commands.focus();
          }}
        >
          ×
        </button>
      </Card>
    </NodeViewWrapper>
  );
}
