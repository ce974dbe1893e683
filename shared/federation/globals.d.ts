/** Compiled in by the federation preset (DefinePlugin) into every app. */
declare const __STORE_RELEASE__: string;
declare const __STORE_APP__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
