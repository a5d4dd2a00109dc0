import type { SessionUser } from '@app/core';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { headerNavItems } from './nav-items';

/** Under 768px the header's links and search live in a sheet behind this button. */
export function MobileNav({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 md:hidden">
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">Open menu</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 bg-[#0d0d11] p-0">
        <div className="border-b border-border p-4 pr-12">
          <Logo />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {user && <HeaderSearch className="px-4" onSearch={close} />}
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-2">
          {headerNavItems(user).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2.5 text-base font-medium text-zinc-200 outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-white/10 text-white',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
