// Stylesheets are bundled by webpack for the browser only.
declare module '*.css';
