/** The prebuilt browser bundle of mammoth has the API of the package's main entry. */
declare module 'mammoth/mammoth.browser.min.js' {
  import mammoth from 'mammoth';
  export default mammoth;
}
