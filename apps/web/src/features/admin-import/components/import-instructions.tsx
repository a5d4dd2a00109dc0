import { GROUP_NAME_MAX, IMPORT_COLUMNS, IMPORT_EMAIL_COLUMN, IMPORT_GROUP_COLUMN, IMPORT_MAX_ROWS } from '@app/core';
import { FileText, KeyRound, ListChecks } from 'lucide-react';
import type * as React from 'react';

function Panel({ icon: Icon, title, children }: { icon: typeof FileText; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card/60 p-5" aria-labelledby={`panel-${title}`}>
      <h2 id={`panel-${title}`} className="flex items-center gap-2 text-base font-bold text-white">
        <Icon aria-hidden className="size-5 text-brand-text" /> {title}
      </h2>
      <div className="mt-3 text-sm leading-relaxed text-zinc-300">{children}</div>
    </section>
  );
}

/** The spec's instruction panels: how an import goes, what the file holds, what the new accounts get. */
export function ImportInstructions() {
  return (
    <div className="grid content-start gap-4">
      <Panel icon={ListChecks} title="How it works">
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Download the sample CSV and fill in one row per student.</li>
          <li>Choose the file: every row is checked and listed. Nobody is created yet.</li>
          <li>Fix any rows marked invalid or repeated, or import the rest as they are.</li>
          <li>Import Users: the accounts are created in the background while you watch the progress.</li>
          <li>Download the failed rows, fix them and import that file again.</li>
        </ol>
      </Panel>
      <Panel icon={FileText} title="File format">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            A header row first, naming the columns <strong className="text-white">{IMPORT_COLUMNS.join(' and ')}</strong> (staff_id,
            fullName and similar spellings work too; other columns are ignored).
          </li>
          <li>
            Staff IDs: letters, digits, dots, dashes and underscores, up to 50 characters, like SMHQ-S01. Letter case does not matter.
          </li>
          <li>Full names: up to 120 characters. Put a name that contains a comma in double quotes.</li>
          <li>
            Optionally a <strong className="text-white">{IMPORT_GROUP_COLUMN}</strong> column: the group (department) each new account
            joins, up to {GROUP_NAME_MAX} characters. A group that does not exist yet is created; letter case does not matter. Leave it
            blank for no group. Accounts that already exist are not added to a group.
          </li>
          <li>
            Optionally an <strong className="text-white">{IMPORT_EMAIL_COLUMN}</strong> column: the e-mail address that assigned training
            reminders and other e-mails go to. Leave it blank for none.
          </li>
          <li>At most 5 MB and {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Saved as CSV from any spreadsheet program.</li>
        </ul>
      </Panel>
      <Panel icon={KeyRound} title="The new accounts">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Every imported user is a student.</li>
          <li>They sign in with their Staff ID as both username and first password.</li>
          <li>At their first sign-in they must choose a new password (at least 8 characters) before anything else.</li>
          <li>Staff IDs that already have an account are skipped: importing the same file twice creates nobody twice.</li>
        </ul>
      </Panel>
    </div>
  );
}
