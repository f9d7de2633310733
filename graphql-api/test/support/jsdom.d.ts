// jsdom (the web tests' DOM) ships no types, and this project's server code has no DOM library; the sitemap tests
// parse XML with it and read this much of the result.
declare module "jsdom" {
  interface XmlElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly textContent: string | null;
    readonly children: Iterable<XmlElement>;
    getElementsByTagName(name: string): ArrayLike<XmlElement>;
  }
  export class JSDOM {
    constructor(text: string, options?: { contentType?: string });
    readonly window: { document: { documentElement: XmlElement } };
  }
}
