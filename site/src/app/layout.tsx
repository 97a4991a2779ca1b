import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from './paths';
import { useSiteSettings } from './settings-context';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: 1.25rem;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;
  min-height: 60vh;
`;

const Footer = styled.footer`
  padding: 2rem 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function Layout() {
  const settings = useSiteSettings();
  return (
    <>
      <Header>
        <Logo to={PATHS.home}>{settings.productName}</Logo>
        <Nav aria-label="Main">
          <NavLink to={PATHS.home} end>
            Home
          </NavLink>
          <NavLink to={PATHS.blog}>Blog</NavLink>
        </Nav>
      </Header>
      <Main>
        <Outlet />
      </Main>
      <Footer>
        <p>
          <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
        </p>
        <p>
          © {new Date().getFullYear()} {settings.productName}
        </p>
      </Footer>
    </>
  );
}
