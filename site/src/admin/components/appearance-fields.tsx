import styled from 'styled-components';
import type { GeneratorAppearance } from '@core/generators/generator-settings';
import { FormField } from './form-field';
import type { FieldErrors } from './form-issues';

const Fields = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 640px;
`;

export interface ThemeOption<Theme extends string> {
  value: Theme;
  label: string;
}

/** A generator's title, description and the theme embeds get when they name none. */
export function AppearanceFields<Theme extends string>({
  value,
  themes,
  errors,
  onChange,
}: {
  value: GeneratorAppearance<Theme>;
  themes: readonly ThemeOption<Theme>[];
  /** Keyed 'appearance.title' etc., as the settings schema names them. */
  errors: FieldErrors;
  onChange(next: GeneratorAppearance<Theme>): void;
}) {
  return (
    <Fields>
      <FormField label="Widget title" required error={errors['appearance.title']}>
        {(props) => (
          <input
            {...props}
            value={value.title}
            maxLength={80}
            onChange={(e) => onChange({ ...value, title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        hint="Shown under the title; leave it empty for none."
        error={errors['appearance.description']}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={300}
            value={value.description}
            onChange={(e) => onChange({ ...value, description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Default theme"
        hint="Used by embeds that do not choose a theme."
        error={errors['appearance.theme']}
      >
        {(props) => (
          <select
            {...props}
            value={value.theme}
            onChange={(e) => onChange({ ...value, theme: e.target.value as Theme })}
          >
            {themes.map((theme) => (
              <option key={theme.value} value={theme.value}>
                {theme.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </Fields>
  );
}
