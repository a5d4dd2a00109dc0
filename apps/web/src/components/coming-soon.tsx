import { Clapperboard, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface ComingSoonProps {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** What the finished page will hold, listed as a preview. */
  features?: string[];
  children?: React.ReactNode;
  back?: { to: string; label: string };
}

/** A page whose screen is still being built: the real title, what it will offer, a way back. */
export function ComingSoon({ title, description, icon: Icon = Clapperboard, features = [], children, back }: ComingSoonProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-base text-muted-foreground">{description}</p>
      {children}
      <section
        aria-labelledby="coming-soon-heading"
        className="relative mt-8 overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-[#1a0a0d] via-card to-[#0d0d12] p-6 shadow-2xl sm:p-10"
      >
        <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/20 blur-3xl" />
        <div className="relative flex flex-col gap-6 sm:flex-row sm:items-start">
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary/15 text-[#ff5c66] ring-1 ring-primary/40"
          >
            <Icon className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-[0.2em] text-[#ff7a82] uppercase">Coming soon</p>
            <h2 id="coming-soon-heading" className="mt-1 text-xl font-bold text-white sm:text-2xl">
              This screen is in production
            </h2>
            <p className="mt-2 max-w-xl text-sm text-zinc-300">
              The navigation and access rules already work; the content of this page arrives in an upcoming release.
            </p>
            {features.length > 0 && (
              <ul className="mt-5 grid gap-2 text-sm text-zinc-200 sm:grid-cols-2">
                {features.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-primary" />
                    {f}
                  </li>
                ))}
              </ul>
            )}
            {back && (
              <Button asChild variant="outline" className="mt-6">
                <Link to={back.to}>{back.label}</Link>
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
