/** Vite/Vitest `?raw` imports: a fixture file's text (tests only). */
declare module '*?raw' {
  const text: string;
  export default text;
}
