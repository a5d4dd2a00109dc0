import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';

/** Searches the catalogue: submitting opens /courses?q=... */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');

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
