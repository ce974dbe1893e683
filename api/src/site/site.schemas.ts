import { Type, type Static } from 'typebox';
import { ShopConfigSchema } from '../modules/tenants/tenants.schemas.js';

/** DeployManifest of shared/contracts/src/deploy.ts (contract-check/ keeps them equal). */
const LiveRemoteSchema = Type.Object({
  version: Type.String(),
  entry: Type.String(),
  serverEntry: Type.Optional(Type.String()),
  history: Type.Array(
    Type.Object({
      version: Type.String(),
      action: Type.Union([Type.Literal('deploy'), Type.Literal('rollback')]),
      at: Type.String(),
    }),
  ),
});

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

export const BootPayloadSchema = Type.Object({
  tenant: Type.String(),
  config: ShopConfigSchema,
  deploy: DeployManifestSchema,
  ssr: Type.Optional(
    Type.Object({ page: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) }),
  ),
  view: Type.Optional(Type.Object({ signedIn: Type.Boolean(), sidebarClosed: Type.Boolean() })),
});

/** `<origin>/shell/routes.json`: which remote and exposed module own each tenant-relative route. */
export const ShellRoutesSchema = Type.Array(
  Type.Object({
    pattern: Type.String(),
    remote: Type.String(),
    module: Type.String(),
  }),
);

/** `<origin>/shell/styles.json`: the shell's own stylesheets, linked in a server-rendered page. */
export const ShellStylesSchema = Type.Array(
  Type.String({ pattern: '^/shell/[A-Za-z0-9._-]+\\.css$' }),
);

/** `<origin>/shell/templates.json`: template id -> its stylesheets, under /shell/. */
export const TemplateStylesSchema = Type.Record(
  Type.String({ pattern: '^(10|[1-9])$' }),
  Type.Array(Type.String({ pattern: '^/shell/[A-Za-z0-9._-]+\\.css$' })),
);

/** The part of a remote's `mf-manifest.json` the HTML server reads. */
export const RemoteManifestSchema = Type.Object({
  exposes: Type.Array(
    Type.Object({
      name: Type.Optional(Type.String()),
      path: Type.Optional(Type.String()),
      assets: Type.Object({
        js: Type.Object({ sync: Type.Array(Type.String()) }),
        css: Type.Optional(
          Type.Object({ sync: Type.Array(Type.String()), async: Type.Array(Type.String()) }),
        ),
      }),
    }),
  ),
});

export type DeployManifest = Static<typeof DeployManifestSchema>;
export type BootPayload = Static<typeof BootPayloadSchema>;
export type ShellRoute = Static<typeof ShellRoutesSchema>[number];
export type RemoteManifest = Static<typeof RemoteManifestSchema>;
export type TemplateStyles = Static<typeof TemplateStylesSchema>;
export type RemoteName = keyof DeployManifest['remotes'];

export const EMPTY_DEPLOY_MANIFEST: DeployManifest = {
  updatedAt: '1970-01-01T00:00:00.000Z',
  remotes: {},
};
