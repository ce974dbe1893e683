import type { BootPayload, DeployManifest, RemoteName } from '@store/contracts';
import { Type, type Static } from 'typebox';

/**
 * The site's own reads (the shell's and the remotes' build files). The deploy manifest and the
 * boot payload are the contracts' (`@store/contracts/wire/boot`); their types are named here too
 * for the site's files.
 */
export type { BootPayload, DeployManifest, RemoteName };

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

/** `<origin>/shell/template-fonts.json`: template id -> the font files its stylesheets name. */
export const TemplateFontsSchema = Type.Record(
  Type.String({ pattern: '^(10|[1-9])$' }),
  Type.Array(Type.String({ pattern: '^/shell/assets/[A-Za-z0-9._-]+\\.woff2$' })),
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

export type ShellRoute = Static<typeof ShellRoutesSchema>[number];
export type RemoteManifest = Static<typeof RemoteManifestSchema>;
export type TemplateStyles = Static<typeof TemplateStylesSchema>;
export type TemplateFonts = Static<typeof TemplateFontsSchema>;

export const EMPTY_DEPLOY_MANIFEST: DeployManifest = {
  updatedAt: '1970-01-01T00:00:00.000Z',
  remotes: {},
};
