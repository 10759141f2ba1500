// Components import their own stylesheet for its side effect (style-loader in webpack,
// identity-obj-proxy in jest). index.ts references this file so consumers type-check too.
declare module '*.css';
