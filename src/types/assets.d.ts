// Stylesheets are bundled by webpack for the browser only.
declare module '*.css';
// An SVG the server bundle imports is its text (webpack's asset/source): a site's icon.
declare module '*.svg' {
  const text: string;
  export default text;
}
