import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** The profile screen's content; `title` differs between /profile and /instructor/settings. */
export function ProfilePage({ title, description }: { title: string; description: string }) {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <title>{`${title} | LearnFlix`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <div className="mt-8">
        {profile.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-6 lg:grid-cols-[300px_1fr]">
            <Skeleton className="h-64" />
            <Skeleton className="h-96" />
          </div>
        ) : profile.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>Your profile could not be loaded. Please refresh the page.</AlertDescription>
          </Alert>
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </div>
    </div>
  );
}
