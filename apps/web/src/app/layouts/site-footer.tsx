import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-white/5 bg-black/60">
      <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-10">
        <p>
          <span className="font-bold text-[#ff5c66]">LearnFlix</span> · Learn anything, anytime.
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link className="rounded hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" to="/courses">
            Courses
          </Link>
          <Link className="rounded hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" to="/">
            Home
          </Link>
        </nav>
      </div>
    </footer>
  );
}
