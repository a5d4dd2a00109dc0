import { initials } from '@/lib/utils';
import { cn } from '@/lib/utils';

/** The user's picture, or initials on a red disc when there is none. Decorative: the name is always beside it. */
export function UserAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative grid size-8 shrink-0 place-items-center overflow-hidden rounded-md bg-primary text-xs font-bold text-white',
        className,
      )}
    >
      {initials(name)}
      {src && (
        <img
          src={src}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onError={(e) => (e.currentTarget.style.display = 'none')}
        />
      )}
    </span>
  );
}
