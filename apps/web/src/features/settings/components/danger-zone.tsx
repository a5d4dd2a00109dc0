import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const ACCOUNT_DELETION = 'Account deletion must be handled by an administrator. Please contact support.';

/** Account deletion is not self-service: the button explains who can do it. */
export function DangerZone() {
  return (
    <Card className="border-red-900/70">
      <CardHeader>
        <CardTitle className="text-red-300">Danger Zone</CardTitle>
        <CardDescription>Irreversible actions on your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-white">Delete Account</p>
          <p className="text-sm text-muted-foreground">{ACCOUNT_DELETION}</p>
        </div>
        <Button
          variant="destructive"
          onClick={() =>
            toast.error('Feature not available', {
              description: ACCOUNT_DELETION,
            })
          }
        >
          <Trash2 aria-hidden /> Delete Account
        </Button>
      </CardContent>
    </Card>
  );
}
