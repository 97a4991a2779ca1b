import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';

const Footer = styled.footer`
  background: #1f2933;
  color: #e4e7eb;
  padding: 2.5rem ${({ theme }) => theme.gutter} 1.5rem;
  a {
    color: #fff;
  }
  /* The site's blue focus ring hardly shows on this dark grey. */
  a:focus-visible {
    outline-color: #fff;
  }
  /* The header's and the page's content width, so the three line up. */
  .columns {
    max-width: ${({ theme }) => theme.contentWidth};
    margin: 0 auto;
    display: grid;
    gap: 2rem;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
  .copyright {
    text-align: center;
    margin: 2rem 0 0;
    color: #9aa5b1;
    font-size: 0.9rem;
  }
`;

export function SiteFooter() {
  const settings = useSiteSettings();
  return (
    <Footer>
      <div className="columns">
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            <li>
              <Link to={PATHS.home}>Home</Link>
            </li>
            <li>
              <Link to={PATHS.blog}>Blog</Link>
            </li>
            <li>
              <Link to={PATHS.about}>About Us</Link>
            </li>
            <li>
              <Link to={PATHS.generators}>Free generators</Link>
            </li>
            <li>
              <a href={settings.successorUrl}>Create letters</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link to={PATHS.terms}>Terms of Service</Link>
            </li>
            <li>
              <Link to={PATHS.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <a href={PATHS.adminLogin}>Admin</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <p>
            Questions? Write to{' '}
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </p>
        </div>
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {settings.productName}. All rights reserved.
      </p>
    </Footer>
  );
}
