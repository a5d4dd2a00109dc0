import type { SessionUser } from '@app/core';
import type * as React from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { headerNavItems } from './nav-items';

interface MobileMenuProps {
  user: SessionUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (there is no Radix trigger). */
  opener: React.RefObject<HTMLButtonElement | null>;
}

/** The phone menu's sheet: the header's links and search. Its own chunk, loaded after the page. */
export function MobileMenu({ user, open, onOpenChange, opener }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-72 bg-[#0d0d11] p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
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
