// @ts-check
/**
 * Module Federation runtime plugin (browser builds): a shared singleton is handed out without
 * checking its version against the consumer's range again in the page.
 *
 * The federation runtime checks every singleton it hands out against the consumer's
 * `requiredVersion` only to print a warning (nothing is refused without `strictVersion`), and
 * its semver parser builds a dozen large regular expressions for it: 20-30 ms of the main
 * thread of every page load on our machines. The same check already runs, with a refusal, when
 * a remote is deployed (`checkSharedSingletons` in @store/deploy reads each version's
 * mf-manifest.json, where the ranges stay), so no page can meet a singleton that fails it.
 * What the plugin returns is what the runtime's own resolver returns for a singleton.
 */
module.exports = function singletonsCheckedAtDeploy() {
  return {
    name: 'store-singletons-checked-at-deploy',
    /** @param {any} args the runtime's resolveShare arguments */
    resolveShare(args) {
      if (!args.shareInfo?.shareConfig?.singleton) return args;
      const { shareScopeMap, scope, pkgName, version } = args;
      args.resolver = () => ({
        shared: shareScopeMap[scope][pkgName][version],
        useTreesShaking: false,
      });
      return args;
    },
  };
};
