import * as Switch from '@radix-ui/react-switch';
import styled from 'styled-components';

const Root = styled(Switch.Root)`
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: 999px;
  border: none;
  background: #cbd2d9;
  position: relative;
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Thumb = styled(Switch.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #fff;
  transform: translateX(2px);
  transition: transform 120ms;
  &[data-state='checked'] {
    transform: translateX(22px);
  }
`;

/** An on/off switch (Radix: a button with role switch, Space and Enter toggle it). */
export function ToggleSwitch({
  checked,
  onCheckedChange,
  label,
  id,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Its accessible name, when no <label> names it. */
  label?: string;
  id?: string;
}) {
  return (
    <Root id={id} checked={checked} onCheckedChange={onCheckedChange} aria-label={label}>
      <Thumb />
    </Root>
  );
}
