import { Type } from 'typebox';
import { ShopConfigSchema } from './tenant.schemas.ts';

/**
 * The deploy manifest and the boot payload (the types in ../deploy.ts and ../boot.ts): what the
 * static origin serves as `/deploy/remotes.json` and what the HTML server inlines into each page.
 */
const LiveRemoteSchema = Type.Object({
  version: Type.String(),
  /** Address of the remote's `remoteEntry.js`, absolute from the origin's root. */
  entry: Type.String(),
  /** Its server container (`.../<version>/server/remoteEntry.js`), when the build has one. */
  serverEntry: Type.Optional(Type.String()),
  history: Type.Array(
    Type.Object({
      version: Type.String(),
      action: Type.Union([Type.Literal('deploy'), Type.Literal('rollback')]),
      at: Type.String(),
    }),
  ),
});

/** Which version of each remote is live and what was live before; one key per REMOTE_NAMES. */
export const DeployManifestSchema = Type.Object({
  updatedAt: Type.String(),
  remotes: Type.Object({
    'mf-catalog': Type.Optional(LiveRemoteSchema),
    'mf-cart': Type.Optional(LiveRemoteSchema),
    'mf-checkout': Type.Optional(LiveRemoteSchema),
    'mf-builder': Type.Optional(LiveRemoteSchema),
    'mf-account': Type.Optional(LiveRemoteSchema),
    'mf-backoffice': Type.Optional(LiveRemoteSchema),
  }),
});

/** What the server knew of this browser (its cookies) when it wrote the page: ../page-view. */
export const PageViewSchema = Type.Object({
  signedIn: Type.Boolean(),
  sidebarClosed: Type.Boolean(),
});

export const BootPayloadSchema = Type.Object({
  tenant: Type.String(),
  config: ShopConfigSchema,
  deploy: DeployManifestSchema,
  /** Present when the page came rendered from the server: the browser hydrates it. */
  ssr: Type.Optional(
    Type.Object({
      /** The page's exposed module, `mf-catalog/HomePage`: loaded before hydrating. */
      page: Type.String(),
      /** The data the page was rendered with (the platform's PageData snapshot). */
      data: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  /**
   * A server-rendered page was rendered with this view, and the browser hydrates with it too.
   * Absent: the default view.
   */
  view: Type.Optional(PageViewSchema),
});
