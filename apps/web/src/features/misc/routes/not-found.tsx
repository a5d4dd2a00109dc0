import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

export function Component() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-1 items-center justify-center bg-cinema px-4 py-24 text-center">
      <title>Page not found | LearnFlix</title>
      <div>
        <h1 className="text-8xl font-black tracking-tighter text-[#ff3b45] drop-shadow-[0_0_40px_rgba(229,9,20,0.45)] sm:text-9xl">404</h1>
        <p className="mt-4 text-2xl font-bold text-white">Oops! Page not found</p>
        <p className="mt-2 text-zinc-300">The page you are looking for does not exist or has moved.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
