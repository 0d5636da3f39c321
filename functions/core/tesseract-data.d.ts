/** `@tesseract.js-data/eng` ships no types: its CommonJS export, as read in `cv-ocr.ts`. */
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
