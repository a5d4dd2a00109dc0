import { MailX, MailCheck, AlertCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

/**
 * /unsubscribe?u&p&t: the visible link of every e-mail. It says what the link turns off and asks
 * first (mail scanners open links; only the button's POST changes anything), then confirms. No
 * sign-in needed: the signed link is the proof (docs/notifications.md, "E-mail").
 */
export function Component() {
  const [params] = useSearchParams();
  const query = new URLSearchParams(['u', 'p', 't'].map((k) => [k, params.get(k) ?? ''])).toString();
  const link = useUnsubscribeLink(query);
  const confirm = useConfirmUnsubscribe(query);
  const info = link.data;

  let body: React.ReactNode;
  if (link.isPending) {
    body = (
      <div aria-busy className="grid gap-3">
        <Skeleton className="mx-auto h-8 w-3/4" />
        <Skeleton className="h-5 w-full" />
      </div>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Outcome icon={<MailCheck className="size-8" />} title="You are unsubscribed">
        <p role="status">{confirm.data.message}</p>
      </Outcome>
    );
  } else if (link.isError || (info && info.status !== 'valid')) {
    body = (
      <Outcome icon={<AlertCircle className="size-8" />} title="This link cannot be used">
        <p role="alert">{info?.message ?? errorMessage(link.error, 'This unsubscribe link is not valid.')}</p>
      </Outcome>
    );
  } else if (info) {
    body = (
      <Outcome icon={<MailX className="size-8" />} title={`Turn off ${info.label}?`}>
        <p>
          {info.enabled === false
            ? `${info.label} is already off: you get no e-mail of this kind. Turning it off again changes nothing.`
            : `You will stop getting e-mails governed by ${info.label}. Your other settings stay as they are.`}
        </p>
        {confirm.isError && (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {errorMessage(confirm.error, 'Could not unsubscribe. Please try again.')}
          </p>
        )}
        <Button className="mt-6 w-full sm:w-auto" size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Turning off…' : `Turn off ${info.label}`}
        </Button>
      </Outcome>
    );
  }

  return (
    <div className="flex flex-1 items-center justify-center bg-cinema px-4 py-16 sm:py-20">
      <title>Unsubscribe | LearnFlix</title>
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-black/75 p-6 text-center text-zinc-300 shadow-2xl backdrop-blur sm:p-8">
        {body}
        <p className="mt-8 text-sm">
          <Link to="/settings" className="text-white underline underline-offset-4">
            Open Settings
          </Link>{' '}
          to choose which e-mails you get (you will be asked to sign in).
        </p>
      </div>
    </div>
  );
}

function Outcome({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <>
      <span
        aria-hidden
        className="mx-auto grid size-16 place-items-center rounded-full bg-primary/15 text-[#ff5c66] ring-1 ring-primary/40"
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight break-words text-white sm:text-3xl">{title}</h1>
      <div className="mt-3">{children}</div>
    </>
  );
}
