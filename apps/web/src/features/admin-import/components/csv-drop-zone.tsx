import { FileSpreadsheet, LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface CsvDropZoneProps {
  onFile: (file: File) => void;
  /** The file being checked by the server, while it is. */
  checking: string | null;
}

/**
 * The CSV: dropped on the zone, or chosen with the picker (.csv only, as the spec says). The
 * button is the keyboard's way in; the zone only adds dropping.
 */
export function CsvDropZone({ onFile, checking }: CsvDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const busy = checking !== null;

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = busy ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border bg-black/20 px-4 py-10 text-center transition-colors sm:px-8',
        over && !busy && 'border-primary bg-primary/10',
      )}
    >
      {busy ? (
        <div role="status" className="flex flex-col items-center gap-3">
          <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-text" />
          <p className="font-semibold break-all text-white">Checking {checking}…</p>
          <p className="text-sm text-muted-foreground">Every row is read and checked. Nobody is created yet.</p>
        </div>
      ) : (
        <>
          <FileSpreadsheet aria-hidden className="size-10 text-brand-text" />
          <p className="text-base font-semibold text-white">Drop your CSV file here, or</p>
          <Button type="button" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
            <Upload aria-hidden /> Choose CSV file
          </Button>
          <p id={hintId} className="max-w-sm text-sm text-muted-foreground">
            A .csv file of at most 5 MB with a header row naming the Staff ID and Full Name columns.
          </p>
        </>
      )}
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file of users"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
