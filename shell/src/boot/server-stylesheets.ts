/**
 * The HTML server links a server-rendered page's stylesheets by path (`/remotes/...css`). A
 * remote's CSS loader (mini-css-extract's runtime) looks for a link whose `data-href` or `href`
 * is the chunk's file name or its full address, finds neither, and links the file again: one more
 * request and a restyle of the whole page while it hydrates. Naming each link by its full address
 * lets the loader find it.
 */
export function nameServerStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'))
    if (!link.hasAttribute('data-href')) link.setAttribute('data-href', link.href);
}
