import styled from 'styled-components';
import { fieldsetStyles } from '@site/shared/components/form-styles';
import {
  RESTORE_MODES,
  UNLISTED_GROUPS,
  type RestoreGroup,
  type RestoreMode,
  type RestorePlan,
} from '@core/admin/backup';
import { BACKUP_CARD_TEXT, groupLabel, notInFileKind } from './backup-text';

const Modes = styled.fieldset`
  ${fieldsetStyles}
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.1rem 0.5rem;
    align-items: baseline;
    cursor: pointer;
  }
  label span + span {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
      padding: 0.4rem 0.25rem;
      font-size: 0.9rem;
    }
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Names = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: 0.3rem;
  overflow-wrap: anywhere;
`;

/** The amber of the admin's other warnings (the sitemap's URL check). */
export const Warning = styled.p`
  border-radius: 8px;
  padding: 0.6rem 0.8rem;
  background: #fef3c7;
  color: #92400e;
  overflow-wrap: anywhere;
`;

/** A group's named things in a mode: what it adds, changes and removes or keeps. */
function namedThings(group: RestoreGroup, mode: RestoreMode): string[] {
  return (['added', 'changed', notInFileKind(mode)] as const)
    .filter((kind) => group.names[kind].length > 0)
    .map((kind) => BACKUP_CARD_TEXT.namedThings(kind, group.names[kind], group[kind]));
}

/**
 * The dry run of a chosen file: the mode to restore it in, and what that mode would do to each
 * kind of thing, counted and named as the owner knows them (posts by title, redirects by path).
 */
export function RestorePlanView({
  plan,
  mode,
  onModeChange,
}: {
  plan: RestorePlan;
  mode: RestoreMode;
  onModeChange(mode: RestoreMode): void;
}) {
  const outcome = plan[mode];
  const named = outcome.groups
    .map((group) => ({ group, things: namedThings(group, mode) }))
    .filter(({ things }) => things.length > 0);
  const notInFile = plan.notInFile.filter((name) => !UNLISTED_GROUPS.includes(name));
  const personal = outcome.groups
    .filter((group) => group.personal && group.added + group.changed + group.unchanged > 0)
    .map((group) => group.name);
  const logKept = mode === 'replace' ? outcome.totals.kept : 0;
  return (
    <>
      <p>{BACKUP_CARD_TEXT.madeAt(plan.createdAt)}</p>
      {notInFile.length > 0 && <p className="muted">{BACKUP_CARD_TEXT.notInFile(notInFile)}</p>}
      <Modes>
        <legend>{BACKUP_CARD_TEXT.modeLegend}</legend>
        {RESTORE_MODES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="restore-mode"
              value={option}
              checked={mode === option}
              onChange={() => onModeChange(option)}
              aria-describedby={`restore-mode-${option}-hint`}
            />
            <span>{BACKUP_CARD_TEXT.modes[option].label}</span>
            <span id={`restore-mode-${option}-hint`}>{BACKUP_CARD_TEXT.modes[option].hint}</span>
          </label>
        ))}
      </Modes>
      <TableScroll>
        <table aria-labelledby="restore-plan-title">
          <thead>
            <tr>
              {BACKUP_CARD_TEXT.columns(mode).map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {outcome.groups.map((group) => (
              <tr key={group.name}>
                <th scope="row">{groupLabel(group.name)}</th>
                <td>{group.added.toLocaleString('en-US')}</td>
                <td>{group.changed.toLocaleString('en-US')}</td>
                <td>{group.unchanged.toLocaleString('en-US')}</td>
                <td>{group[notInFileKind(mode)].toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {named.length > 0 && (
        <section aria-labelledby="restore-plan-names">
          <h4 id="restore-plan-names">{BACKUP_CARD_TEXT.namesTitle}</h4>
          <Names>
            {named.map(({ group, things }) => (
              <li key={group.name}>
                <strong>{groupLabel(group.name)}</strong>: {things.join('; ')}.
              </li>
            ))}
          </Names>
        </section>
      )}
      <p role="status">
        {outcome.writes === 0
          ? mode === 'replace'
            ? BACKUP_CARD_TEXT.nothingToReplace
            : BACKUP_CARD_TEXT.nothingToDo
          : BACKUP_CARD_TEXT.planSummary(mode, outcome.totals)}
      </p>
      {logKept > 0 && <p className="muted">{BACKUP_CARD_TEXT.logKept(logKept)}</p>}
      {personal.length > 0 && <p className="muted">{BACKUP_CARD_TEXT.personal(personal)}</p>}
      {plan.erasedLeftOut > 0 && (
        <p className="muted">{BACKUP_CARD_TEXT.erasedLeftOut(plan.erasedLeftOut)}</p>
      )}
      {mode === 'merge' && plan.slugsTaken.length > 0 && (
        <Warning>{BACKUP_CARD_TEXT.slugsTaken(plan.slugsTaken)}</Warning>
      )}
    </>
  );
}
