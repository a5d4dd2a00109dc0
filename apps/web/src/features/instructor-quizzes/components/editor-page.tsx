import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';

/** The frame of Create Quiz and Edit Quiz: a way back, the heading, the form. */
export function EditorPage({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 sm:px-6 lg:pt-8">
      <title>{`${title} | LearnFlix`}</title>
      <Link
        to="/instructor/quizzes"
        className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" /> Quiz Management
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 break-words text-muted-foreground">{description}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
