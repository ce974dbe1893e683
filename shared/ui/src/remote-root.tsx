import type { ReactNode } from 'react';

/**
 * The root element of every exposed module: which remote and which release rendered it. Lets
 * operators (and the rollback test) see in the page which version of a domain is live.
 */
export function RemoteRoot({
  remote,
  release,
  children,
}: {
  remote: string;
  release: string;
  children: ReactNode;
}) {
  return (
    <div data-remote={remote} data-release={release} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
