import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { ELF_NAMES_TEXT } from './elf-names-text';
import { EmbedInstructions } from './embed-instructions';
import { NamePartsManager } from './name-parts-manager';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
  }
`;

/** /admin/elf-name-generator: the embed code with a live preview, and the name parts (`?tab=manage`). */
export function ElfNamesRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <Header>
        <h1>{ELF_NAMES_TEXT.title}</h1>
        <Link to={PATHS.adminTools}>{ELF_NAMES_TEXT.back}</Link>
      </Header>
      <AdminTabs
        label={ELF_NAMES_TEXT.title}
        defaultValue={params.get('tab') ?? undefined}
        tabs={[
          { value: 'preview', label: ELF_NAMES_TEXT.previewTab, content: <EmbedInstructions /> },
          { value: 'manage', label: ELF_NAMES_TEXT.manageTab, content: <NamePartsManager /> },
        ]}
      />
    </>
  );
}
