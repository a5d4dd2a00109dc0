import type { SessionUser } from '@app/core';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { afterLoad } from '@/lib/after-load';

// The sheet (Radix dialog, focus trap, scroll lock) is not needed to paint any page: it loads once
// the page has, or at the first tap if that comes sooner.
const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

/** Under 768px the header's links and search live in a sheet behind this button. */
export function MobileNav({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  // Once opened the sheet stays mounted, so that it can play its closing animation.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => afterLoad(() => void loadMenu()), []);

  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        className="size-9 md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">Open menu</span>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu user={user} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
