/** Hands a file to the browser's download, named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the download; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
