import styled from 'styled-components';
import type { AuditEntry } from '@core/admin/audit';
import {
  AUDIT_AREA_LABELS,
  auditActorName,
  auditFieldChanges,
  auditFieldLabel,
  auditSummary,
} from '@core/admin/audit-view';

/** 'December 3, 2026 at 10:04 AM', in the admin's own time zone. */
export const formatActivityTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

export const ACTIVITY_ENTRY_TEXT = {
  changes: 'Before and after',
  changesOf: (shown: number, all: number) => `Before and after (${shown} of ${all} changes)`,
  more: (n: number) =>
    `…and ${n.toLocaleString('en-US')} more ${n === 1 ? 'change' : 'changes'} in this import.`,
  nothingChanged: 'No field changed.',
} as const;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.9rem 1.1rem;
  h2 {
    font-size: 1rem;
    font-weight: 400;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
  }
  .area {
    font-weight: 600;
  }
  details {
    margin-top: 0.6rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  .more {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 0.5rem;
  font-size: 0.9rem;
  table-layout: fixed;
  & + & {
    margin-top: 1rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody th {
    width: 28%;
  }
  td div {
    max-height: 9em;
    overflow-y: auto;
    white-space: pre-wrap;
  }
  .before {
    color: #9b1c1c;
  }
  .after {
    color: #166534;
  }
`;

/** One change: who, when, what, and the values before and after, field by field. */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const headingId = `activity-${entry.id}`;
  const changes = entry.changes.map((change) => ({
    change,
    rows: auditFieldChanges(change),
  }));
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>
        <strong>{auditActorName(entry)}</strong> {auditSummary(entry)}
      </h2>
      <p className="meta">
        <time dateTime={entry.at}>{formatActivityTime(entry.at)}</time>
        <span className="area">{AUDIT_AREA_LABELS[entry.area] ?? entry.area}</span>
      </p>
      {changes.length > 0 && (
        <details open={entry.action === 'update'}>
          <summary>
            {entry.changeCount > 1
              ? ACTIVITY_ENTRY_TEXT.changesOf(entry.changes.length, entry.changeCount)
              : ACTIVITY_ENTRY_TEXT.changes}
          </summary>
          {changes.map(({ change, rows }) =>
            rows.length === 0 ? (
              <p key={change.documentId}>{ACTIVITY_ENTRY_TEXT.nothingChanged}</p>
            ) : (
              <Changes key={change.documentId}>
                <caption className="visually-hidden">
                  {`Values before and after: ${auditSummary(entry)}`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.field}>
                      <th scope="row">{auditFieldLabel(row.field)}</th>
                      <td className="before">
                        <div>{row.before}</div>
                      </td>
                      <td className="after">
                        <div>{row.after}</div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Changes>
            ),
          )}
          {entry.changeCount > entry.changes.length && (
            <p className="more">
              {ACTIVITY_ENTRY_TEXT.more(entry.changeCount - entry.changes.length)}
            </p>
          )}
        </details>
      )}
    </Item>
  );
}
