import { Play, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const ROWS = ['Trending Now', 'New Releases'];
const TILE_TINTS = ['from-[#3b0a10]', 'from-[#1e1140]', 'from-[#0b2a3a]', 'from-[#3a250b]', 'from-[#0f3322]'];

/** The visitor's home: a hero and preview rows (the catalogue-backed carousel and rows come with the catalogue). */
export function Landing() {
  return (
    <>
      <title>LearnFlix | Stream your next skill</title>
      <section aria-labelledby="hero-title" className="relative isolate flex min-h-[70svh] items-end overflow-hidden bg-cinema">
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/30 to-transparent" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-background/90 via-background/40 to-transparent" />
        <div className="mx-auto w-full max-w-[1400px] px-4 pt-24 pb-16 sm:px-6 lg:px-10 lg:pb-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-black/40 px-3 py-1 text-xs font-semibold tracking-wider text-zinc-200 uppercase">
            <Sparkles aria-hidden className="size-3.5 text-[#ff5c66]" /> Welcome to LearnFlix
          </p>
          <h1
            id="hero-title"
            className="mt-5 max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-white sm:text-6xl lg:text-7xl"
          >
            Start Your Learning Journey Today
          </h1>
          <p className="mt-5 max-w-xl text-lg text-zinc-200">
            Explore our collection of courses and start learning new skills. Stream lessons from expert instructors, anytime.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" className="gap-2">
              <Link to="/auth">
                <Play aria-hidden className="fill-current" /> Start Learning
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="bg-white/15 text-white hover:bg-white/25">
              <Link to="/courses">Browse Courses</Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto w-full max-w-[1400px] space-y-10 px-4 py-12 sm:px-6 lg:px-10">
        {ROWS.map((row) => (
          <section key={row} aria-labelledby={`row-${row}`}>
            <h2 id={`row-${row}`} className="text-xl font-bold text-white sm:text-2xl">
              {row}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Courses appear here as soon as instructors publish them.</p>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {TILE_TINTS.map((tint, i) => (
                <li
                  key={tint}
                  aria-hidden
                  className={`aspect-video rounded-lg bg-gradient-to-br ${tint} to-card ring-1 ring-white/5 ${i > 1 ? 'hidden sm:block' : ''}`}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
