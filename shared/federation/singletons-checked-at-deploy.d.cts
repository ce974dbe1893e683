import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The browser builds' runtime plugin: singletons are handed out without a second version check. */
declare function singletonsCheckedAtDeploy(): ModuleFederationRuntimePlugin;
export = singletonsCheckedAtDeploy;
