import { useEffect } from 'react';

interface PageMetaProps {
  /** What search results and link previews show for this page; index.html holds the site's own. */
  description?: string;
  /** The page's one address (a path), whatever query it was opened with. */
  canonical?: string;
}

/**
 * A page's description and canonical address while it is shown. The description tag is index.html's
 * own, changed in place and put back after: a second tag would leave two for crawlers to choose from.
 */
export function PageMeta({ description, canonical }: PageMetaProps) {
  useEffect(() => {
    const meta = description ? document.querySelector<HTMLMetaElement>('meta[name="description"]') : null;
    if (!meta || !description) return;
    const siteDescription = meta.content;
    meta.content = description;
    return () => {
      meta.content = siteDescription;
    };
  }, [description]);
  // React puts the link into <head> and takes it out again when the page goes.
  return canonical ? <link rel="canonical" href={new URL(canonical, window.location.origin).href} /> : null;
}
