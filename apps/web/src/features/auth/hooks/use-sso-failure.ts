import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { oidcFailureMessage } from '../oidc';

/**
 * Why a sign-in through the organisation's provider came back without a session (the callback's
 * `/auth?sso=<failure>`), said until the page is left. The parameter leaves the address at once
 * (replacing it, with the navigation's state kept), so a reload does not say it again.
 */
export function useSsoFailure(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(location.search).get('sso');
  const [message, setMessage] = useState(() => (code === null ? null : oidcFailureMessage(code)));
  // Another failure while the page stays open says that one instead.
  if (code !== null && oidcFailureMessage(code) !== message) setMessage(oidcFailureMessage(code));

  useEffect(() => {
    if (code === null) return;
    const params = new URLSearchParams(location.search);
    params.delete('sso');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [code, location.pathname, location.search, location.hash, location.state, navigate]);

  return message;
}
