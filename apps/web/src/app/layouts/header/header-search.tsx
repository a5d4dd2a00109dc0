import { Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';

interface HeaderSearchProps {
  className?: string;
  onSearch?: () => void;
}

/** Searches the catalogue: submitting opens /courses?q=... On /courses it shows the catalogue's current search. */
export function HeaderSearch(props: HeaderSearchProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // A new search in the address (typed in the catalogue, or back/forward) starts the box afresh.
  const current = pathname === '/courses' ? (params.get('q') ?? '') : '';
  return <SearchForm key={current} initial={current} {...props} />;
}

function SearchForm({ className, onSearch, initial }: HeaderSearchProps & { initial: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        void navigate(q ? `/courses?q=${encodeURIComponent(q)}` : '/courses');
        onSearch?.();
      }}
    >
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search courses"
          placeholder="Search courses..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-9 rounded-full border-white/15 bg-white/5 pl-9"
        />
      </div>
    </form>
  );
}
