import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Logo } from '@/components/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { returnPath } from '../return-path';

type AuthTab = 'sign-in' | 'sign-up';

/** /auth: Sign In and Sign Up over the cinematic backdrop. */
export function Component() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  // Bumped after a sign-up so the sign-in form remounts with the new Staff ID filled in.
  const [signedUp, setSignedUp] = useState({ staffId: '', count: 0 });
  // Sent here by a page that needs a session: say why, and signing in goes back there.
  const asked = returnPath(useLocation().state) !== null;

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
            <p className="mt-1 text-sm text-zinc-300">
              {tab === 'sign-in' ? 'Sign in with your Staff ID to continue learning.' : 'Create your account with your Staff ID.'}
            </p>
            {asked && (
              <Alert className="mt-4 border-blue-400/40 bg-blue-500/10 text-blue-50 [&>svg]:text-blue-300">
                <Info aria-hidden />
                <AlertDescription>Please sign in to continue. You will go straight back to where you were.</AlertDescription>
              </Alert>
            )}
            <Tabs value={tab} onValueChange={(v) => setTab(v as AuthTab)} className="mt-6">
              <TabsList>
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm key={signedUp.count} defaultStaffId={signedUp.staffId} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm
                  onSignedUp={(staffId) => {
                    setSignedUp((s) => ({ staffId, count: s.count + 1 }));
                    setTab('sign-in');
                  }}
                />
              </TabsContent>
            </Tabs>
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
