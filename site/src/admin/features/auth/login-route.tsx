import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import {
  errorMessageStyles,
  fieldStyles,
  stackedLabelStyles,
  primaryButtonStyles,
} from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ADMIN_FLAG_KEY } from '@site/shared/lib/admin-flag';
import { useAdminSession } from './admin-session';

export const LOGIN_TEXT = {
  heading: 'Admin Login',
  backToSite: (productName: string) => `← Back to ${productName}`,
  failed: 'Login failed',
  invalid: 'Invalid email or password. Please try again.',
  success: 'Login successful!',
  noAdmin: 'You do not have admin access',
  required: 'Please enter your email and password.',
} as const;

const Page = styled.main`
  max-width: 400px;
  margin: 10vh auto;
  padding: 0 1rem;
  .back {
    display: inline-block;
    margin-top: 1.25rem;
  }
`;

const Card = styled.form`
  padding: 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  display: grid;
  gap: 1rem;
  label {
    ${stackedLabelStyles}
  }
  input {
    ${fieldStyles}
  }
  button {
    ${primaryButtonStyles}
  }
  .error {
    ${errorMessageStyles}
  }
`;

export function LoginRoute() {
  const { services, status, checkAdmin } = useAdminSession();
  const { productName } = useSiteSettings();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // An admin who is still signed in has nothing to do here.
  useEffect(() => {
    if (status === 'admin' && !pending) navigate(PATHS.adminDashboard, { replace: true });
  }, [status, pending, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(LOGIN_TEXT.required);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { user } = await signInWithEmailAndPassword(services.auth, email.trim(), password);
      if (!(await checkAdmin(user))) {
        localStorage.removeItem(ADMIN_FLAG_KEY);
        await signOut(services.auth);
        setError(LOGIN_TEXT.noAdmin);
        toast({
          title: LOGIN_TEXT.failed,
          description: LOGIN_TEXT.noAdmin,
          variant: 'destructive',
        });
        return;
      }
      localStorage.setItem(ADMIN_FLAG_KEY, 'true');
      toast({ title: LOGIN_TEXT.success });
      navigate(PATHS.adminDashboard);
    } catch {
      localStorage.removeItem(ADMIN_FLAG_KEY);
      setError(LOGIN_TEXT.invalid);
      toast({ title: LOGIN_TEXT.failed, description: LOGIN_TEXT.invalid, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Page>
      <Card onSubmit={submit} noValidate aria-labelledby="login-heading">
        <h1 id="login-heading">{LOGIN_TEXT.heading}</h1>
        <label>
          Email
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign in'}
        </button>
      </Card>
      {/* The public site is another app: a full page load. */}
      <a className="back" href={PATHS.home}>
        {LOGIN_TEXT.backToSite(productName)}
      </a>
    </Page>
  );
}
