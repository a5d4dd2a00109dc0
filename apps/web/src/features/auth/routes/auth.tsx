import type { SignInMethodsResponse } from '@app/core';
import { AlertCircle, Info } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Logo } from '@/components/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSignInMethods } from '../api/get-sign-in-methods';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { AdministratorSignIn, OrDivider, SsoButton } from '../components/sso-sign-in';
import { useSsoFailure } from '../hooks/use-sso-failure';
import { returnPath } from '../return-path';

type AuthTab = 'sign-in' | 'sign-up';

/**
 * Until the server has said how people sign in here (or if it could not), the page is the Staff ID
 * form with Sign Up, as ever: nobody waits for the SSO button to sign in with a password.
 */
const UNKNOWN_METHODS: SignInMethodsResponse = { passwordForm: true, localPasswords: true, ldap: false, oidc: null, signUp: true };

function subtitle(tab: AuthTab, { oidc, passwordForm }: SignInMethodsResponse) {
  if (tab === 'sign-up') return 'Create your account with your Staff ID.';
  if (oidc && passwordForm) return `Sign in with ${oidc.label} or your Staff ID to continue learning.`;
  if (oidc) return `Sign in with ${oidc.label} to continue learning.`;
  if (passwordForm) return 'Sign in with your Staff ID to continue learning.';
  return 'Sign in to continue learning.';
}

/**
 * /auth: signing in over the cinematic backdrop, in the ways the server offers (GET /api/auth/methods):
 * the organisation's provider ("Sign in with {label}") above the Staff ID form; the form itself, or,
 * when Staff ID passwords are off, a small "Administrator sign-in" that reveals it for the
 * break-glass admins; and Sign Up beside Sign In when sign-up is open.
 */
export function Component() {
  const methods = useSignInMethods().data ?? UNKNOWN_METHODS;
  const [chosenTab, setTab] = useState<AuthTab>('sign-in');
  const tab: AuthTab = methods.signUp ? chosenTab : 'sign-in';
  // Bumped after a sign-up so the sign-in form remounts with the new Staff ID filled in.
  const [signedUp, setSignedUp] = useState({ staffId: '', count: 0 });
  // Sent here by a page that needs a session: say why, and signing in goes back there.
  const from = returnPath(useLocation().state);
  const ssoFailure = useSsoFailure();

  const signInForm = <SignInForm key={signedUp.count} defaultStaffId={signedUp.staffId} />;
  const staffIdForms: React.ReactNode = methods.signUp ? (
    <Tabs value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
      <TabsList>
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">{signInForm}</TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm
          onSignedUp={(staffId) => {
            setSignedUp((s) => ({ staffId, count: s.count + 1 }));
            setTab('sign-in');
          }}
        />
      </TabsContent>
    </Tabs>
  ) : (
    signInForm
  );

  return (
    <div className="relative flex min-h-svh flex-col overflow-hidden bg-cinema">
      <title>Sign In | LearnFlix</title>
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black via-black/40 to-black/70" />
      <header className="relative z-10 flex h-16 items-center px-4 sm:px-8">
        <Logo />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative z-10 flex flex-1 items-center justify-center px-4 py-8 outline-none sm:py-12"
      >
        <div className="grid w-full max-w-5xl items-center gap-10 lg:grid-cols-[1fr_440px]">
          <section aria-labelledby="auth-pitch" className="hidden lg:block">
            <p className="text-sm font-bold tracking-[0.25em] text-[#ff7a82] uppercase">Now streaming</p>
            <h2 id="auth-pitch" className="mt-3 text-5xl leading-[1.05] font-black tracking-tight text-white">
              Unlimited courses.
              <br />
              Learn at your pace.
            </h2>
            <p className="mt-5 max-w-md text-lg text-zinc-300">
              Pick up where you left off, binge a new skill, and track your progress across every course.
            </p>
          </section>
          <div className="w-full rounded-2xl border border-white/10 bg-black/75 p-6 shadow-2xl shadow-black/60 backdrop-blur-md sm:p-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-white">{tab === 'sign-in' ? 'Welcome back' : 'Join LearnFlix'}</h1>
            <p className="mt-1 text-sm text-zinc-300">{subtitle(tab, methods)}</p>
            {from !== null && (
              <Alert className="mt-4 border-blue-400/40 bg-blue-500/10 text-blue-50 [&>svg]:text-blue-300">
                <Info aria-hidden />
                <AlertDescription>Please sign in to continue. You will go straight back to where you were.</AlertDescription>
              </Alert>
            )}
            {ssoFailure && (
              <Alert variant="destructive" role="alert" className="mt-4">
                <AlertCircle aria-hidden />
                <AlertDescription>{ssoFailure}</AlertDescription>
              </Alert>
            )}
            {methods.oidc && (
              <div className="mt-6">
                <SsoButton label={methods.oidc.label} returnTo={from} />
              </div>
            )}
            {methods.passwordForm ? (
              <div className="mt-6">
                {methods.oidc && <OrDivider>or use your Staff ID</OrDivider>}
                {staffIdForms}
              </div>
            ) : (
              <AdministratorSignIn>{staffIdForms}</AdministratorSignIn>
            )}
            <p className="mt-6 text-center text-sm text-zinc-300">
              Just browsing?{' '}
              <Link
                to="/courses"
                className="font-semibold text-[#ff7a82] underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Explore the catalogue
              </Link>
            </p>
          </div>
        </div>
      </main>
    </div>
  );
}
