import type { ReactNode } from 'react';
import type { ToolName } from '../../core/models';
import { initArgs, mountWidget } from './mount';
import { useRemoteData, type LoadState } from './remote-data';
import { resolveTheme, type ThemeKey, type WidgetTheme } from './themes';
import type { WidgetInstance } from './usage';

interface GeneratorDefinition<T> {
  tool: ToolName;
  /** Name of the global init function, used in console messages. */
  label: string;
  themes: readonly ThemeKey[];
  dataPath: string;
  render: (props: {
    theme: WidgetTheme;
    instance: WidgetInstance;
    data: LoadState<T>;
  }) => ReactNode;
}

/** The init(elementId, theme?, postId?) of one generator: resolves the theme, loads data, mounts. */
export function defineGenerator<T>(definition: GeneratorDefinition<T>) {
  function Connected({ theme, instance }: { theme: WidgetTheme; instance: WidgetInstance }) {
    const data = useRemoteData<T>(definition.dataPath);
    return <>{definition.render({ theme, instance, data })}</>;
  }
  return function init(elementId: string, theme?: string, postId?: string): void {
    const args = initArgs(elementId, theme, postId);
    const instance: WidgetInstance = {
      tool: definition.tool,
      instanceId: elementId,
      postId: args.postId,
    };
    mountWidget(
      elementId,
      definition.label,
      <Connected theme={resolveTheme(definition.themes, args.theme)} instance={instance} />,
    );
  };
}
